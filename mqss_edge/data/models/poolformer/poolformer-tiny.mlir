// models-v1/poolformer-tiny: PoolFormer (MetaFormer): average pooling as token mixer
// transformers PoolFormerConfig -> AutoModel, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 48 function arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x7x7xf32>, %arg2: tensor<16xf32>, %arg3: tensor<32x16x3x3xf32>, %arg4: tensor<32xf32>, %arg5: tensor<64x32x3x3xf32>, %arg6: tensor<64xf32>, %arg7: tensor<128x64x3x3xf32>, %arg8: tensor<128xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<64x16x1x1xf32>, %arg12: tensor<64xf32>, %arg13: tensor<16x64x1x1xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<128x32x1x1xf32>, %arg22: tensor<128xf32>, %arg23: tensor<32x128x1x1xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<256x64x1x1xf32>, %arg32: tensor<256xf32>, %arg33: tensor<64x256x1x1xf32>, %arg34: tensor<64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<128xf32>, %arg40: tensor<128xf32>, %arg41: tensor<512x128x1x1xf32>, %arg42: tensor<512xf32>, %arg43: tensor<128x512x1x1xf32>, %arg44: tensor<128xf32>, %arg45: tensor<128xf32>, %arg46: tensor<128xf32>, %arg47: tensor<128xf32>, %arg48: tensor<128xf32>) -> tensor<1x128x2x2xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c4_i64 = arith.constant 4 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c64_i64 = arith.constant 64 : i64
    %c16_i64 = arith.constant 16 : i64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %c3_i64 = arith.constant 3 : i64
    %c17_i64 = arith.constant 17 : i64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %c8_i64 = arith.constant 8 : i64
    %c32_i64 = arith.constant 32 : i64
    %c9_i64 = arith.constant 9 : i64
    %c5_i64 = arith.constant 5 : i64
    %c128_i64 = arith.constant 128 : i64
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 4.096000e+03 : f64
    %cst_5 = arith.constant 4.096000e+03 : f32
    %cst_6 = arith.constant 1.41421354 : f32
    %cst_7 = arith.constant 2.048000e+03 : f64
    %cst_8 = arith.constant 2.048000e+03 : f32
    %cst_9 = arith.constant 1.024000e+03 : f64
    %cst_10 = arith.constant 1.024000e+03 : f32
    %cst_11 = arith.constant 5.120000e+02 : f64
    %cst_12 = arith.constant 5.120000e+02 : f32
    %cst_13 = arith.constant dense_resource<torch_tensor_1_16_torch.int64> : tensor<1x16xi64>
    %cst_14 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_1> : tensor<1x16xi64>
    %cst_15 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_2> : tensor<1x16xi64>
    %cst_16 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_3> : tensor<1x16xi64>
    %cst_17 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_4> : tensor<1x16xi64>
    %cst_18 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_5> : tensor<1x16xi64>
    %cst_19 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_6> : tensor<1x16xi64>
    %cst_20 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_7> : tensor<1x16xi64>
    %cst_21 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_8> : tensor<1x16xi64>
    %cst_22 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_9> : tensor<1x16xi64>
    %cst_23 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_10> : tensor<1x16xi64>
    %cst_24 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_11> : tensor<1x16xi64>
    %cst_25 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_12> : tensor<1x16xi64>
    %cst_26 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_13> : tensor<1x16xi64>
    %cst_27 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_14> : tensor<1x16xi64>
    %cst_28 = arith.constant dense_resource<torch_tensor_1_16_torch.int64_15> : tensor<1x16xi64>
    %cst_29 = arith.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %cst_30 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>
    %cst_31 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_2> : tensor<1x32xi64>
    %cst_32 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_3> : tensor<1x32xi64>
    %cst_33 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_4> : tensor<1x32xi64>
    %cst_34 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_5> : tensor<1x32xi64>
    %cst_35 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_6> : tensor<1x32xi64>
    %cst_36 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_7> : tensor<1x32xi64>
    %cst_37 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_8> : tensor<1x32xi64>
    %cst_38 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_9> : tensor<1x32xi64>
    %cst_39 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_10> : tensor<1x32xi64>
    %cst_40 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_11> : tensor<1x32xi64>
    %cst_41 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_12> : tensor<1x32xi64>
    %cst_42 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_13> : tensor<1x32xi64>
    %cst_43 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_14> : tensor<1x32xi64>
    %cst_44 = arith.constant dense_resource<torch_tensor_1_32_torch.int64_15> : tensor<1x32xi64>
    %cst_45 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %cst_46 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_47 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_2> : tensor<1x64xi64>
    %cst_48 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_3> : tensor<1x64xi64>
    %cst_49 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_4> : tensor<1x64xi64>
    %cst_50 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_5> : tensor<1x64xi64>
    %cst_51 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_6> : tensor<1x64xi64>
    %cst_52 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_7> : tensor<1x64xi64>
    %cst_53 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_8> : tensor<1x64xi64>
    %cst_54 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_9> : tensor<1x64xi64>
    %cst_55 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_10> : tensor<1x64xi64>
    %cst_56 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_11> : tensor<1x64xi64>
    %cst_57 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_12> : tensor<1x64xi64>
    %cst_58 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_13> : tensor<1x64xi64>
    %cst_59 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_14> : tensor<1x64xi64>
    %cst_60 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_15> : tensor<1x64xi64>
    %cst_61 = arith.constant dense_resource<torch_tensor_1_128_torch.int64> : tensor<1x128xi64>
    %cst_62 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_1> : tensor<1x128xi64>
    %cst_63 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_2> : tensor<1x128xi64>
    %cst_64 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_3> : tensor<1x128xi64>
    %cst_65 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_4> : tensor<1x128xi64>
    %cst_66 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_5> : tensor<1x128xi64>
    %cst_67 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_6> : tensor<1x128xi64>
    %cst_68 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_7> : tensor<1x128xi64>
    %cst_69 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_8> : tensor<1x128xi64>
    %cst_70 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_9> : tensor<1x128xi64>
    %cst_71 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_10> : tensor<1x128xi64>
    %cst_72 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_11> : tensor<1x128xi64>
    %cst_73 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_12> : tensor<1x128xi64>
    %cst_74 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_13> : tensor<1x128xi64>
    %cst_75 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_14> : tensor<1x128xi64>
    %cst_76 = arith.constant dense_resource<torch_tensor_1_128_torch.int64_15> : tensor<1x128xi64>
    %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x68x68xf32>
    %0 = tensor.empty() : tensor<1x16x16x16xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x68x68xf32>, tensor<16x3x7x7xf32>) outs(%broadcasted : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x16x16x16xf32> into tensor<1x16x256xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2], [3]] output_shape [1, 1, 16, 256] : tensor<1x16x256xf32> into tensor<1x1x16x256xf32>
    %2 = tensor.empty() : tensor<1x1x16x256xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x1x16x256xf32>) outs(%2 : tensor<1x1x16x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %233 = arith.extf %in : f32 to f64
      linalg.yield %233 : f64
    } -> tensor<1x1x16x256xf64>
    %4 = tensor.empty() : tensor<1x1x1x1xf64>
    %5 = linalg.fill ins(%cst_0 : f64) outs(%4 : tensor<1x1x1x1xf64>) -> tensor<1x1x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%3 : tensor<1x1x16x256xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_4 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<1x1x16x256xf64>, tensor<1x1x1x1xf64>) outs(%2 : tensor<1x1x16x256xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.subf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x16x256xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<1x1x16x256xf64>, tensor<1x1x16x256xf64>) outs(%2 : tensor<1x1x16x256xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.mulf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x16x256xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%9 : tensor<1x1x16x256xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_4 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %12 = tensor.empty() : tensor<1x1x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x1x1x1xf64>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %233 = arith.truncf %in : f64 to f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %14 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded : tensor<1x1x16x256xf32>) outs(%14 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_5 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_3 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<1x1x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_77 = tensor.expand_shape %arg15 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xf32> into tensor<1x1x16x1xf32>
    %19 = tensor.empty() : tensor<1x1x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_77 : tensor<1x1x1x1xf32>, tensor<1x1x16x1xf32>) outs(%19 : tensor<1x1x16x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %20 : tensor<1x1x1x1xf32>, tensor<1x1x16x1xf32>) outs(%19 : tensor<1x1x16x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x16x1xf32>
    %expanded_78 = tensor.expand_shape %arg16 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xf32> into tensor<1x1x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_78 : tensor<1x1x16x1xf32>, tensor<1x1x16x1xf32>) outs(%19 : tensor<1x1x16x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x16x1xf32>
    %24 = tensor.empty() : tensor<1x16xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_13, %cst_14, %cst_15, %cst_16 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%24 : tensor<1x16xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c16_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %20[%236, %240, %244, %248] : tensor<1x1x16x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_17, %cst_18, %cst_19, %cst_20 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%24 : tensor<1x16xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c16_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %23[%236, %240, %244, %248] : tensor<1x1x16x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16xf32>
    %expanded_79 = tensor.expand_shape %25 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32>
    %expanded_80 = tensor.expand_shape %26 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded_79 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_80 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_81 = tensor.pad %28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %30 = tensor.empty() : tensor<3x3xf32>
    %31 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_81, %30 : tensor<1x16x18x18xf32>, tensor<3x3xf32>) outs(%29 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = linalg.index 2 : index
      %234 = arith.index_cast %233 : index to i64
      %235 = arith.subi %234, %c1_i64 : i64
      %236 = arith.addi %234, %c2_i64 : i64
      %237 = arith.minsi %236, %c17_i64 : i64
      %238 = arith.minsi %237, %c16_i64 : i64
      %239 = arith.subi %c1_i64, %234 : i64
      %240 = arith.maxsi %239, %c0_i64 : i64
      %241 = arith.subi %238, %235 : i64
      %242 = arith.subi %241, %240 : i64
      %243 = arith.maxsi %242, %c0_i64 : i64
      %244 = linalg.index 3 : index
      %245 = arith.index_cast %244 : index to i64
      %246 = arith.subi %245, %c1_i64 : i64
      %247 = arith.addi %245, %c2_i64 : i64
      %248 = arith.minsi %247, %c17_i64 : i64
      %249 = arith.minsi %248, %c16_i64 : i64
      %250 = arith.subi %c1_i64, %245 : i64
      %251 = arith.maxsi %250, %c0_i64 : i64
      %252 = arith.subi %249, %246 : i64
      %253 = arith.subi %252, %251 : i64
      %254 = arith.maxsi %253, %c0_i64 : i64
      %255 = arith.muli %243, %254 : i64
      %256 = arith.sitofp %255 : i64 to f32
      %257 = arith.divf %in, %256 : f32
      linalg.yield %257 : f32
    } -> tensor<1x16x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %28 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.subf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_82 = tensor.expand_shape %arg9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_82, %33 : tensor<16x1x1xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %34 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %collapsed_83 = tensor.collapse_shape %35 [[0], [1], [2, 3]] : tensor<1x16x16x16xf32> into tensor<1x16x256xf32>
    %expanded_84 = tensor.expand_shape %collapsed_83 [[0], [1, 2], [3]] output_shape [1, 1, 16, 256] : tensor<1x16x256xf32> into tensor<1x1x16x256xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_84 : tensor<1x1x16x256xf32>) outs(%2 : tensor<1x1x16x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %233 = arith.extf %in : f32 to f64
      linalg.yield %233 : f64
    } -> tensor<1x1x16x256xf64>
    %37 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%36 : tensor<1x1x16x256xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_4 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %39 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<1x1x16x256xf64>, tensor<1x1x1x1xf64>) outs(%2 : tensor<1x1x16x256xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.subf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x16x256xf64>
    %40 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %39 : tensor<1x1x16x256xf64>, tensor<1x1x16x256xf64>) outs(%2 : tensor<1x1x16x256xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.mulf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x16x256xf64>
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%40 : tensor<1x1x16x256xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_4 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<1x1x1x1xf64>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %233 = arith.truncf %in : f64 to f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_84 : tensor<1x1x16x256xf32>) outs(%14 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_5 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_3 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<1x1x1x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_85 = tensor.expand_shape %arg17 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xf32> into tensor<1x1x16x1xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_85 : tensor<1x1x1x1xf32>, tensor<1x1x16x1xf32>) outs(%19 : tensor<1x1x16x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x16x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %48 : tensor<1x1x1x1xf32>, tensor<1x1x16x1xf32>) outs(%19 : tensor<1x1x16x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x16x1xf32>
    %expanded_86 = tensor.expand_shape %arg18 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xf32> into tensor<1x1x16x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_86 : tensor<1x1x16x1xf32>, tensor<1x1x16x1xf32>) outs(%19 : tensor<1x1x16x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x16x1xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_21, %cst_22, %cst_23, %cst_24 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%24 : tensor<1x16xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c16_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %48[%236, %240, %244, %248] : tensor<1x1x16x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_25, %cst_26, %cst_27, %cst_28 : tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>, tensor<1x16xi64>) outs(%24 : tensor<1x16xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c16_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %51[%236, %240, %244, %248] : tensor<1x1x16x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16xf32>
    %expanded_87 = tensor.expand_shape %52 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32>
    %expanded_88 = tensor.expand_shape %53 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %expanded_87 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_88 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %56 = tensor.empty() : tensor<1x64x16x16xf32>
    %broadcasted_89 = linalg.broadcast ins(%arg12 : tensor<64xf32>) outs(%56 : tensor<1x64x16x16xf32>) dimensions = [0, 2, 3] 
    %57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%55, %arg11 : tensor<1x16x16x16xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_89 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57 : tensor<1x64x16x16xf32>) outs(%56 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_6 : f32
      %234 = math.erf %233 : f32
      %235 = arith.addf %234, %cst_1 : f32
      %236 = arith.mulf %235, %cst_2 : f32
      %237 = arith.mulf %in, %236 : f32
      linalg.yield %237 : f32
    } -> tensor<1x64x16x16xf32>
    %broadcasted_90 = linalg.broadcast ins(%arg14 : tensor<16xf32>) outs(%0 : tensor<1x16x16x16xf32>) dimensions = [0, 2, 3] 
    %59 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%58, %arg13 : tensor<1x64x16x16xf32>, tensor<16x64x1x1xf32>) outs(%broadcasted_90 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %expanded_91 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_91, %59 : tensor<16x1x1xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %60 : tensor<1x16x16x16xf32>, tensor<1x16x16x16xf32>) outs(%0 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_92 = tensor.pad %61 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %62 = tensor.empty() : tensor<1x32x8x8xf32>
    %broadcasted_93 = linalg.broadcast ins(%arg4 : tensor<32xf32>) outs(%62 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %63 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_92, %arg3 : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>) outs(%broadcasted_93 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %collapsed_94 = tensor.collapse_shape %63 [[0], [1], [2, 3]] : tensor<1x32x8x8xf32> into tensor<1x32x64xf32>
    %expanded_95 = tensor.expand_shape %collapsed_94 [[0], [1, 2], [3]] output_shape [1, 1, 32, 64] : tensor<1x32x64xf32> into tensor<1x1x32x64xf32>
    %64 = tensor.empty() : tensor<1x1x32x64xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95 : tensor<1x1x32x64xf32>) outs(%64 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %233 = arith.extf %in : f32 to f64
      linalg.yield %233 : f64
    } -> tensor<1x1x32x64xf64>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%65 : tensor<1x1x32x64xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_7 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %68 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %67 : tensor<1x1x32x64xf64>, tensor<1x1x1x1xf64>) outs(%64 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.subf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x32x64xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %68 : tensor<1x1x32x64xf64>, tensor<1x1x32x64xf64>) outs(%64 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.mulf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x32x64xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%69 : tensor<1x1x32x64xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_7 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x1x1x1xf64>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %233 = arith.truncf %in : f64 to f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_95 : tensor<1x1x32x64xf32>) outs(%14 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_8 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_3 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<1x1x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_96 = tensor.expand_shape %arg25 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %77 = tensor.empty() : tensor<1x1x32x1xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %expanded_96 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%77 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x32x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %78 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%77 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x32x1xf32>
    %expanded_97 = tensor.expand_shape %arg26 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_97 : tensor<1x1x32x1xf32>, tensor<1x1x32x1xf32>) outs(%77 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x32x1xf32>
    %82 = tensor.empty() : tensor<1x32xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_29, %cst_30, %cst_31, %cst_32 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%82 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c32_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %78[%236, %240, %244, %248] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_33, %cst_34, %cst_35, %cst_36 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%82 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c32_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %81[%236, %240, %244, %248] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %expanded_98 = tensor.expand_shape %83 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %expanded_99 = tensor.expand_shape %84 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_98 : tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_99 : tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_100 = tensor.pad %86 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%62 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %88 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_100, %30 : tensor<1x32x10x10xf32>, tensor<3x3xf32>) outs(%87 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88 : tensor<1x32x8x8xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = linalg.index 2 : index
      %234 = arith.index_cast %233 : index to i64
      %235 = arith.subi %234, %c1_i64 : i64
      %236 = arith.addi %234, %c2_i64 : i64
      %237 = arith.minsi %236, %c9_i64 : i64
      %238 = arith.minsi %237, %c8_i64 : i64
      %239 = arith.subi %c1_i64, %234 : i64
      %240 = arith.maxsi %239, %c0_i64 : i64
      %241 = arith.subi %238, %235 : i64
      %242 = arith.subi %241, %240 : i64
      %243 = arith.maxsi %242, %c0_i64 : i64
      %244 = linalg.index 3 : index
      %245 = arith.index_cast %244 : index to i64
      %246 = arith.subi %245, %c1_i64 : i64
      %247 = arith.addi %245, %c2_i64 : i64
      %248 = arith.minsi %247, %c9_i64 : i64
      %249 = arith.minsi %248, %c8_i64 : i64
      %250 = arith.subi %c1_i64, %245 : i64
      %251 = arith.maxsi %250, %c0_i64 : i64
      %252 = arith.subi %249, %246 : i64
      %253 = arith.subi %252, %251 : i64
      %254 = arith.maxsi %253, %c0_i64 : i64
      %255 = arith.muli %243, %254 : i64
      %256 = arith.sitofp %255 : i64 to f32
      %257 = arith.divf %in, %256 : f32
      linalg.yield %257 : f32
    } -> tensor<1x32x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %86 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.subf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_101 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101, %90 : tensor<32x1x1xf32>, tensor<1x32x8x8xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %91 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %collapsed_102 = tensor.collapse_shape %92 [[0], [1], [2, 3]] : tensor<1x32x8x8xf32> into tensor<1x32x64xf32>
    %expanded_103 = tensor.expand_shape %collapsed_102 [[0], [1, 2], [3]] output_shape [1, 1, 32, 64] : tensor<1x32x64xf32> into tensor<1x1x32x64xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<1x1x32x64xf32>) outs(%64 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %233 = arith.extf %in : f32 to f64
      linalg.yield %233 : f64
    } -> tensor<1x1x32x64xf64>
    %94 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%93 : tensor<1x1x32x64xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_7 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %95 : tensor<1x1x32x64xf64>, tensor<1x1x1x1xf64>) outs(%64 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.subf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x32x64xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %96 : tensor<1x1x32x64xf64>, tensor<1x1x32x64xf64>) outs(%64 : tensor<1x1x32x64xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.mulf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x32x64xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%97 : tensor<1x1x32x64xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_7 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x1x1x1xf64>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %233 = arith.truncf %in : f64 to f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_103 : tensor<1x1x32x64xf32>) outs(%14 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_8 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_3 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<1x1x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_104 = tensor.expand_shape %arg27 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_104 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%77 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x32x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %105 : tensor<1x1x1x1xf32>, tensor<1x1x32x1xf32>) outs(%77 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x32x1xf32>
    %expanded_105 = tensor.expand_shape %arg28 [[0, 1, 2, 3]] output_shape [1, 1, 32, 1] : tensor<32xf32> into tensor<1x1x32x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_105 : tensor<1x1x32x1xf32>, tensor<1x1x32x1xf32>) outs(%77 : tensor<1x1x32x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x32x1xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_37, %cst_38, %cst_39, %cst_40 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%82 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c32_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %105[%236, %240, %244, %248] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_41, %cst_42, %cst_43, %cst_44 : tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>, tensor<1x32xi64>) outs(%82 : tensor<1x32xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c32_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %108[%236, %240, %244, %248] : tensor<1x1x32x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32xf32>
    %expanded_106 = tensor.expand_shape %109 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %expanded_107 = tensor.expand_shape %110 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_106 : tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_107 : tensor<1x32x8x8xf32>, tensor<1x32x1x1xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %113 = tensor.empty() : tensor<1x128x8x8xf32>
    %broadcasted_108 = linalg.broadcast ins(%arg22 : tensor<128xf32>) outs(%113 : tensor<1x128x8x8xf32>) dimensions = [0, 2, 3] 
    %114 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%112, %arg21 : tensor<1x32x8x8xf32>, tensor<128x32x1x1xf32>) outs(%broadcasted_108 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x128x8x8xf32>) outs(%113 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_6 : f32
      %234 = math.erf %233 : f32
      %235 = arith.addf %234, %cst_1 : f32
      %236 = arith.mulf %235, %cst_2 : f32
      %237 = arith.mulf %in, %236 : f32
      linalg.yield %237 : f32
    } -> tensor<1x128x8x8xf32>
    %broadcasted_109 = linalg.broadcast ins(%arg24 : tensor<32xf32>) outs(%62 : tensor<1x32x8x8xf32>) dimensions = [0, 2, 3] 
    %116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%115, %arg23 : tensor<1x128x8x8xf32>, tensor<32x128x1x1xf32>) outs(%broadcasted_109 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
    %expanded_110 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110, %116 : tensor<32x1x1xf32>, tensor<1x32x8x8xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %117 : tensor<1x32x8x8xf32>, tensor<1x32x8x8xf32>) outs(%62 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x32x8x8xf32>
    %padded_111 = tensor.pad %118 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x32x8x8xf32> to tensor<1x32x10x10xf32>
    %119 = tensor.empty() : tensor<1x64x4x4xf32>
    %broadcasted_112 = linalg.broadcast ins(%arg6 : tensor<64xf32>) outs(%119 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_111, %arg5 : tensor<1x32x10x10xf32>, tensor<64x32x3x3xf32>) outs(%broadcasted_112 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %collapsed_113 = tensor.collapse_shape %120 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %expanded_114 = tensor.expand_shape %collapsed_113 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %121 = tensor.empty() : tensor<1x1x64x16xf64>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<1x1x64x16xf32>) outs(%121 : tensor<1x1x64x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %233 = arith.extf %in : f32 to f64
      linalg.yield %233 : f64
    } -> tensor<1x1x64x16xf64>
    %123 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%122 : tensor<1x1x64x16xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_9 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %125 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<1x1x64x16xf64>, tensor<1x1x1x1xf64>) outs(%121 : tensor<1x1x64x16xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.subf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x64x16xf64>
    %126 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<1x1x64x16xf64>, tensor<1x1x64x16xf64>) outs(%121 : tensor<1x1x64x16xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.mulf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x64x16xf64>
    %127 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%126 : tensor<1x1x64x16xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_9 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x1x1x1xf64>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %233 = arith.truncf %in : f64 to f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_114 : tensor<1x1x64x16xf32>) outs(%14 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_10 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_3 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<1x1x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_115 = tensor.expand_shape %arg35 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %134 = tensor.empty() : tensor<1x1x64x1xf32>
    %135 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_115 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%134 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x64x1xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %135 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%134 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x64x1xf32>
    %expanded_116 = tensor.expand_shape %arg36 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_116 : tensor<1x1x64x1xf32>, tensor<1x1x64x1xf32>) outs(%134 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x64x1xf32>
    %139 = tensor.empty() : tensor<1x64xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_45, %cst_46, %cst_47, %cst_48 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%139 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c64_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %135[%236, %240, %244, %248] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_49, %cst_50, %cst_51, %cst_52 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%139 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c64_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %138[%236, %240, %244, %248] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %expanded_117 = tensor.expand_shape %140 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %expanded_118 = tensor.expand_shape %141 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_117 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_118 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_119 = tensor.pad %143 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %144 = linalg.fill ins(%cst : f32) outs(%119 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %145 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_119, %30 : tensor<1x64x6x6xf32>, tensor<3x3xf32>) outs(%144 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<1x64x4x4xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = linalg.index 2 : index
      %234 = arith.index_cast %233 : index to i64
      %235 = arith.subi %234, %c1_i64 : i64
      %236 = arith.addi %234, %c2_i64 : i64
      %237 = arith.minsi %236, %c5_i64 : i64
      %238 = arith.minsi %237, %c4_i64 : i64
      %239 = arith.subi %c1_i64, %234 : i64
      %240 = arith.maxsi %239, %c0_i64 : i64
      %241 = arith.subi %238, %235 : i64
      %242 = arith.subi %241, %240 : i64
      %243 = arith.maxsi %242, %c0_i64 : i64
      %244 = linalg.index 3 : index
      %245 = arith.index_cast %244 : index to i64
      %246 = arith.subi %245, %c1_i64 : i64
      %247 = arith.addi %245, %c2_i64 : i64
      %248 = arith.minsi %247, %c5_i64 : i64
      %249 = arith.minsi %248, %c4_i64 : i64
      %250 = arith.subi %c1_i64, %245 : i64
      %251 = arith.maxsi %250, %c0_i64 : i64
      %252 = arith.subi %249, %246 : i64
      %253 = arith.subi %252, %251 : i64
      %254 = arith.maxsi %253, %c0_i64 : i64
      %255 = arith.muli %243, %254 : i64
      %256 = arith.sitofp %255 : i64 to f32
      %257 = arith.divf %in, %256 : f32
      linalg.yield %257 : f32
    } -> tensor<1x64x4x4xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %143 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.subf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %expanded_120 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_120, %147 : tensor<64x1x1xf32>, tensor<1x64x4x4xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %148 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %collapsed_121 = tensor.collapse_shape %149 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %expanded_122 = tensor.expand_shape %collapsed_121 [[0], [1, 2], [3]] output_shape [1, 1, 64, 16] : tensor<1x64x16xf32> into tensor<1x1x64x16xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_122 : tensor<1x1x64x16xf32>) outs(%121 : tensor<1x1x64x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %233 = arith.extf %in : f32 to f64
      linalg.yield %233 : f64
    } -> tensor<1x1x64x16xf64>
    %151 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%150 : tensor<1x1x64x16xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_9 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %152 : tensor<1x1x64x16xf64>, tensor<1x1x1x1xf64>) outs(%121 : tensor<1x1x64x16xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.subf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x64x16xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %153 : tensor<1x1x64x16xf64>, tensor<1x1x64x16xf64>) outs(%121 : tensor<1x1x64x16xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.mulf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x64x16xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%154 : tensor<1x1x64x16xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_9 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<1x1x1x1xf64>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %233 = arith.truncf %in : f64 to f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_122 : tensor<1x1x64x16xf32>) outs(%14 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_10 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_3 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<1x1x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_123 = tensor.expand_shape %arg37 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_123 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%134 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x64x1xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %162 : tensor<1x1x1x1xf32>, tensor<1x1x64x1xf32>) outs(%134 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x64x1xf32>
    %expanded_124 = tensor.expand_shape %arg38 [[0, 1, 2, 3]] output_shape [1, 1, 64, 1] : tensor<64xf32> into tensor<1x1x64x1xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_124 : tensor<1x1x64x1xf32>, tensor<1x1x64x1xf32>) outs(%134 : tensor<1x1x64x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x64x1xf32>
    %166 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_53, %cst_54, %cst_55, %cst_56 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%139 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c64_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %162[%236, %240, %244, %248] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_57, %cst_58, %cst_59, %cst_60 : tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>, tensor<1x64xi64>) outs(%139 : tensor<1x64xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c64_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %165[%236, %240, %244, %248] : tensor<1x1x64x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x64xf32>
    %expanded_125 = tensor.expand_shape %166 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %expanded_126 = tensor.expand_shape %167 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_125 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_126 : tensor<1x64x4x4xf32>, tensor<1x64x1x1xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %170 = tensor.empty() : tensor<1x256x4x4xf32>
    %broadcasted_127 = linalg.broadcast ins(%arg32 : tensor<256xf32>) outs(%170 : tensor<1x256x4x4xf32>) dimensions = [0, 2, 3] 
    %171 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%169, %arg31 : tensor<1x64x4x4xf32>, tensor<256x64x1x1xf32>) outs(%broadcasted_127 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x256x4x4xf32>) outs(%170 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_6 : f32
      %234 = math.erf %233 : f32
      %235 = arith.addf %234, %cst_1 : f32
      %236 = arith.mulf %235, %cst_2 : f32
      %237 = arith.mulf %in, %236 : f32
      linalg.yield %237 : f32
    } -> tensor<1x256x4x4xf32>
    %broadcasted_128 = linalg.broadcast ins(%arg34 : tensor<64xf32>) outs(%119 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %173 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%172, %arg33 : tensor<1x256x4x4xf32>, tensor<64x256x1x1xf32>) outs(%broadcasted_128 : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %expanded_129 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %174 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_129, %173 : tensor<64x1x1xf32>, tensor<1x64x4x4xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %174 : tensor<1x64x4x4xf32>, tensor<1x64x4x4xf32>) outs(%119 : tensor<1x64x4x4xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x64x4x4xf32>
    %padded_130 = tensor.pad %175 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x64x4x4xf32> to tensor<1x64x6x6xf32>
    %176 = tensor.empty() : tensor<1x128x2x2xf32>
    %broadcasted_131 = linalg.broadcast ins(%arg8 : tensor<128xf32>) outs(%176 : tensor<1x128x2x2xf32>) dimensions = [0, 2, 3] 
    %177 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_130, %arg7 : tensor<1x64x6x6xf32>, tensor<128x64x3x3xf32>) outs(%broadcasted_131 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %collapsed_132 = tensor.collapse_shape %177 [[0], [1], [2, 3]] : tensor<1x128x2x2xf32> into tensor<1x128x4xf32>
    %expanded_133 = tensor.expand_shape %collapsed_132 [[0], [1, 2], [3]] output_shape [1, 1, 128, 4] : tensor<1x128x4xf32> into tensor<1x1x128x4xf32>
    %178 = tensor.empty() : tensor<1x1x128x4xf64>
    %179 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_133 : tensor<1x1x128x4xf32>) outs(%178 : tensor<1x1x128x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %233 = arith.extf %in : f32 to f64
      linalg.yield %233 : f64
    } -> tensor<1x1x128x4xf64>
    %180 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%179 : tensor<1x1x128x4xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_11 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %182 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %181 : tensor<1x1x128x4xf64>, tensor<1x1x1x1xf64>) outs(%178 : tensor<1x1x128x4xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.subf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x128x4xf64>
    %183 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %182 : tensor<1x1x128x4xf64>, tensor<1x1x128x4xf64>) outs(%178 : tensor<1x1x128x4xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.mulf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x128x4xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%183 : tensor<1x1x128x4xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_11 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<1x1x1x1xf64>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %233 = arith.truncf %in : f64 to f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_133 : tensor<1x1x128x4xf32>) outs(%14 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_12 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_3 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<1x1x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_134 = tensor.expand_shape %arg45 [[0, 1, 2, 3]] output_shape [1, 1, 128, 1] : tensor<128xf32> into tensor<1x1x128x1xf32>
    %191 = tensor.empty() : tensor<1x1x128x1xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %expanded_134 : tensor<1x1x1x1xf32>, tensor<1x1x128x1xf32>) outs(%191 : tensor<1x1x128x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x128x1xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %192 : tensor<1x1x1x1xf32>, tensor<1x1x128x1xf32>) outs(%191 : tensor<1x1x128x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x128x1xf32>
    %expanded_135 = tensor.expand_shape %arg46 [[0, 1, 2, 3]] output_shape [1, 1, 128, 1] : tensor<128xf32> into tensor<1x1x128x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_135 : tensor<1x1x128x1xf32>, tensor<1x1x128x1xf32>) outs(%191 : tensor<1x1x128x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x128x1xf32>
    %196 = tensor.empty() : tensor<1x128xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_61, %cst_62, %cst_63, %cst_64 : tensor<1x128xi64>, tensor<1x128xi64>, tensor<1x128xi64>, tensor<1x128xi64>) outs(%196 : tensor<1x128xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c128_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %192[%236, %240, %244, %248] : tensor<1x1x128x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x128xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_65, %cst_66, %cst_67, %cst_68 : tensor<1x128xi64>, tensor<1x128xi64>, tensor<1x128xi64>, tensor<1x128xi64>) outs(%196 : tensor<1x128xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c128_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %195[%236, %240, %244, %248] : tensor<1x1x128x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x128xf32>
    %expanded_136 = tensor.expand_shape %197 [[0], [1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<1x128xf32> into tensor<1x128x1x1xf32>
    %expanded_137 = tensor.expand_shape %198 [[0], [1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<1x128xf32> into tensor<1x128x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_136 : tensor<1x128x2x2xf32>, tensor<1x128x1x1xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_137 : tensor<1x128x2x2xf32>, tensor<1x128x1x1xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    %padded_138 = tensor.pad %200 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg49: index, %arg50: index, %arg51: index, %arg52: index):
      tensor.yield %cst : f32
    } : tensor<1x128x2x2xf32> to tensor<1x128x4x4xf32>
    %201 = linalg.fill ins(%cst : f32) outs(%176 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %202 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_138, %30 : tensor<1x128x4x4xf32>, tensor<3x3xf32>) outs(%201 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202 : tensor<1x128x2x2xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = linalg.index 2 : index
      %234 = arith.index_cast %233 : index to i64
      %235 = arith.subi %234, %c1_i64 : i64
      %236 = arith.addi %234, %c2_i64 : i64
      %237 = arith.minsi %236, %c3_i64 : i64
      %238 = arith.minsi %237, %c2_i64 : i64
      %239 = arith.subi %c1_i64, %234 : i64
      %240 = arith.maxsi %239, %c0_i64 : i64
      %241 = arith.subi %238, %235 : i64
      %242 = arith.subi %241, %240 : i64
      %243 = arith.maxsi %242, %c0_i64 : i64
      %244 = linalg.index 3 : index
      %245 = arith.index_cast %244 : index to i64
      %246 = arith.subi %245, %c1_i64 : i64
      %247 = arith.addi %245, %c2_i64 : i64
      %248 = arith.minsi %247, %c3_i64 : i64
      %249 = arith.minsi %248, %c2_i64 : i64
      %250 = arith.subi %c1_i64, %245 : i64
      %251 = arith.maxsi %250, %c0_i64 : i64
      %252 = arith.subi %249, %246 : i64
      %253 = arith.subi %252, %251 : i64
      %254 = arith.maxsi %253, %c0_i64 : i64
      %255 = arith.muli %243, %254 : i64
      %256 = arith.sitofp %255 : i64 to f32
      %257 = arith.divf %in, %256 : f32
      linalg.yield %257 : f32
    } -> tensor<1x128x2x2xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %200 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.subf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    %expanded_139 = tensor.expand_shape %arg39 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_139, %204 : tensor<128x1x1xf32>, tensor<1x128x2x2xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %205 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    %collapsed_140 = tensor.collapse_shape %206 [[0], [1], [2, 3]] : tensor<1x128x2x2xf32> into tensor<1x128x4xf32>
    %expanded_141 = tensor.expand_shape %collapsed_140 [[0], [1, 2], [3]] output_shape [1, 1, 128, 4] : tensor<1x128x4xf32> into tensor<1x1x128x4xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<1x1x128x4xf32>) outs(%178 : tensor<1x1x128x4xf64>) {
    ^bb0(%in: f32, %out: f64):
      %233 = arith.extf %in : f32 to f64
      linalg.yield %233 : f64
    } -> tensor<1x1x128x4xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%207 : tensor<1x1x128x4xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_11 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %209 : tensor<1x1x128x4xf64>, tensor<1x1x1x1xf64>) outs(%178 : tensor<1x1x128x4xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.subf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x128x4xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %210 : tensor<1x1x128x4xf64>, tensor<1x1x128x4xf64>) outs(%178 : tensor<1x1x128x4xf64>) {
    ^bb0(%in: f64, %in_149: f64, %out: f64):
      %233 = arith.mulf %in, %in_149 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x128x4xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%211 : tensor<1x1x128x4xf64>) outs(%5 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.addf %in, %out : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %213 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212 : tensor<1x1x1x1xf64>) outs(%4 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %233 = arith.divf %in, %cst_11 : f64
      linalg.yield %233 : f64
    } -> tensor<1x1x1x1xf64>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x1x1x1xf64>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %233 = arith.truncf %in : f64 to f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded_141 : tensor<1x1x128x4xf32>) outs(%14 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.addf %in, %out : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_12 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.truncf %cst_3 : f64 to f32
      %234 = arith.addf %in, %233 : f32
      linalg.yield %234 : f32
    } -> tensor<1x1x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = math.rsqrt %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %expanded_142 = tensor.expand_shape %arg47 [[0, 1, 2, 3]] output_shape [1, 1, 128, 1] : tensor<128xf32> into tensor<1x1x128x1xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_142 : tensor<1x1x1x1xf32>, tensor<1x1x128x1xf32>) outs(%191 : tensor<1x1x128x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x128x1xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216 : tensor<1x1x1x1xf32>) outs(%12 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.negf %in : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<1x1x1x1xf32>, tensor<1x1x128x1xf32>) outs(%191 : tensor<1x1x128x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x128x1xf32>
    %expanded_143 = tensor.expand_shape %arg48 [[0, 1, 2, 3]] output_shape [1, 1, 128, 1] : tensor<128xf32> into tensor<1x1x128x1xf32>
    %222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_143 : tensor<1x1x128x1xf32>, tensor<1x1x128x1xf32>) outs(%191 : tensor<1x1x128x1xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x1x128x1xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_69, %cst_70, %cst_71, %cst_72 : tensor<1x128xi64>, tensor<1x128xi64>, tensor<1x128xi64>, tensor<1x128xi64>) outs(%196 : tensor<1x128xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c128_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %219[%236, %240, %244, %248] : tensor<1x1x128x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x128xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3, #map3, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_73, %cst_74, %cst_75, %cst_76 : tensor<1x128xi64>, tensor<1x128xi64>, tensor<1x128xi64>, tensor<1x128xi64>) outs(%196 : tensor<1x128xf32>) {
    ^bb0(%in: i64, %in_149: i64, %in_150: i64, %in_151: i64, %out: f32):
      %233 = arith.cmpi slt, %in, %c0_i64 : i64
      %234 = arith.addi %in, %c1_i64 : i64
      %235 = arith.select %233, %234, %in : i64
      %236 = arith.index_cast %235 : i64 to index
      %237 = arith.cmpi slt, %in_149, %c0_i64 : i64
      %238 = arith.addi %in_149, %c1_i64 : i64
      %239 = arith.select %237, %238, %in_149 : i64
      %240 = arith.index_cast %239 : i64 to index
      %241 = arith.cmpi slt, %in_150, %c0_i64 : i64
      %242 = arith.addi %in_150, %c128_i64 : i64
      %243 = arith.select %241, %242, %in_150 : i64
      %244 = arith.index_cast %243 : i64 to index
      %245 = arith.cmpi slt, %in_151, %c0_i64 : i64
      %246 = arith.addi %in_151, %c1_i64 : i64
      %247 = arith.select %245, %246, %in_151 : i64
      %248 = arith.index_cast %247 : i64 to index
      %extracted = tensor.extract %222[%236, %240, %244, %248] : tensor<1x1x128x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x128xf32>
    %expanded_144 = tensor.expand_shape %223 [[0], [1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<1x128xf32> into tensor<1x128x1x1xf32>
    %expanded_145 = tensor.expand_shape %224 [[0], [1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<1x128xf32> into tensor<1x128x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_144 : tensor<1x128x2x2xf32>, tensor<1x128x1x1xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225, %expanded_145 : tensor<1x128x2x2xf32>, tensor<1x128x1x1xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    %227 = tensor.empty() : tensor<1x512x2x2xf32>
    %broadcasted_146 = linalg.broadcast ins(%arg42 : tensor<512xf32>) outs(%227 : tensor<1x512x2x2xf32>) dimensions = [0, 2, 3] 
    %228 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%226, %arg41 : tensor<1x128x2x2xf32>, tensor<512x128x1x1xf32>) outs(%broadcasted_146 : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<1x512x2x2xf32>) outs(%227 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %233 = arith.divf %in, %cst_6 : f32
      %234 = math.erf %233 : f32
      %235 = arith.addf %234, %cst_1 : f32
      %236 = arith.mulf %235, %cst_2 : f32
      %237 = arith.mulf %in, %236 : f32
      linalg.yield %237 : f32
    } -> tensor<1x512x2x2xf32>
    %broadcasted_147 = linalg.broadcast ins(%arg44 : tensor<128xf32>) outs(%176 : tensor<1x128x2x2xf32>) dimensions = [0, 2, 3] 
    %230 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%229, %arg43 : tensor<1x512x2x2xf32>, tensor<128x512x1x1xf32>) outs(%broadcasted_147 : tensor<1x128x2x2xf32>) -> tensor<1x128x2x2xf32>
    %expanded_148 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_148, %230 : tensor<128x1x1xf32>, tensor<1x128x2x2xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.mulf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %231 : tensor<1x128x2x2xf32>, tensor<1x128x2x2xf32>) outs(%176 : tensor<1x128x2x2xf32>) {
    ^bb0(%in: f32, %in_149: f32, %out: f32):
      %233 = arith.addf %in, %in_149 : f32
      linalg.yield %233 : f32
    } -> tensor<1x128x2x2xf32>
    return %232 : tensor<1x128x2x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_16_torch.int64: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000",
      torch_tensor_1_16_torch.int64_3: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_4: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_5: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000",
      torch_tensor_1_16_torch.int64_7: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_8: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_9: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_10: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000",
      torch_tensor_1_16_torch.int64_11: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_12: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_13: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_16_torch.int64_14: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000",
      torch_tensor_1_16_torch.int64_15: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_1: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_3: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_4: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_5: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_7: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_8: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_9: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_10: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_11: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_12: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_13: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_32_torch.int64_14: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F00000000000000",
      torch_tensor_1_32_torch.int64_15: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_3: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_4: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_5: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_7: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_8: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_9: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_10: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_11: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_12: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_13: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64_14: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000",
      torch_tensor_1_64_torch.int64_15: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_1: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_2: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000",
      torch_tensor_1_128_torch.int64_3: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_4: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_5: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_6: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000",
      torch_tensor_1_128_torch.int64_7: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_8: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_9: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_10: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000",
      torch_tensor_1_128_torch.int64_11: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_12: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_13: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_128_torch.int64_14: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000",
      torch_tensor_1_128_torch.int64_15: "0x0800000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    }
  }
#-}

