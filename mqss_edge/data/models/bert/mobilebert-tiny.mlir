// models-v1/mobilebert-tiny: MobileBERT: bottlenecks, stacked FFNs, NoNorm
// transformers MobileBertConfig -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 77 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x32xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<2x64xf32>, %arg4: tensor<64x96xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<128x32xf32>, %arg19: tensor<128xf32>, %arg20: tensor<32x128xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<64x32xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<32x64xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32x64xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<128x32xf32>, %arg37: tensor<128xf32>, %arg38: tensor<32x128xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32x64xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<128x32xf32>, %arg53: tensor<128xf32>, %arg54: tensor<32x128xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<32xf32>, %arg58: tensor<64x32xf32>, %arg59: tensor<64xf32>, %arg60: tensor<64xf32>, %arg61: tensor<64xf32>, %arg62: tensor<32x64xf32>, %arg63: tensor<32xf32>, %arg64: tensor<32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<32x64xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<32xf32>, %arg70: tensor<128x32xf32>, %arg71: tensor<128xf32>, %arg72: tensor<32x128xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<64x64xf32>, %arg77: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %true = arith.constant true
    %cst_4 = arith.constant 2.500000e-01 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_5 = arith.constant dense<0> : tensor<1x16xi64>
    %cst_6 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %extracted_slice = tensor.extract_slice %cst_6[0, 0] [1, 16] [1, 1] : tensor<1x64xi64> to tensor<1x16xi64>
    %0 = tensor.empty() : tensor<1x16x32xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %145 = arith.index_cast %in : i64 to index
      %146 = linalg.index 2 : index
      %147 = arith.cmpi slt, %145, %c256 : index
      cf.assert %147, "index must be smaller than dim size"
      %148 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %148, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%145, %146] : tensor<256x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x32xf32>
    %extracted_slice_7 = tensor.extract_slice %1[0, 1, 0] [1, 15, 32] [1, 1, 1] : tensor<1x16x32xf32> to tensor<1x15x32xf32>
    %padded = tensor.pad %extracted_slice_7 low[0, 0, 0] high[0, 1, 0] {
    ^bb0(%arg78: index, %arg79: index, %arg80: index):
      tensor.yield %cst : f32
    } : tensor<1x15x32xf32> to tensor<1x16x32xf32>
    %extracted_slice_8 = tensor.extract_slice %1[0, 0, 0] [1, 15, 32] [1, 1, 1] : tensor<1x16x32xf32> to tensor<1x15x32xf32>
    %padded_9 = tensor.pad %extracted_slice_8 low[0, 1, 0] high[0, 0, 0] {
    ^bb0(%arg78: index, %arg79: index, %arg80: index):
      tensor.yield %cst : f32
    } : tensor<1x15x32xf32> to tensor<1x16x32xf32>
    %concat = tensor.concat dim(2) %padded, %1, %padded_9 : (tensor<1x16x32xf32>, tensor<1x16x32xf32>, tensor<1x16x32xf32>) -> tensor<1x16x96xf32>
    %collapsed = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<1x16x96xf32> into tensor<16x96xf32>
    %2 = tensor.empty() : tensor<96x64xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<64x96xf32>) outs(%2 : tensor<96x64xf32>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<16x64xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %5 = linalg.matmul ins(%collapsed, %transposed : tensor<16x96xf32>, tensor<96x64xf32>) outs(%4 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%5, %arg5 : tensor<16x64xf32>, tensor<64xf32>) outs(%3 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x64xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %7 = tensor.empty() : tensor<1x16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %145 = arith.index_cast %in : i64 to index
      %146 = linalg.index 2 : index
      %147 = arith.cmpi slt, %145, %c64 : index
      cf.assert %147, "index must be smaller than dim size"
      %148 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %148, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%145, %146] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_5 : tensor<1x16xi64>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %145 = arith.index_cast %in : i64 to index
      %146 = linalg.index 2 : index
      %147 = arith.cmpi slt, %145, %c2 : index
      cf.assert %147, "index must be smaller than dim size"
      %148 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %148, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%145, %146] : tensor<2x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %8 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %9 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %arg7 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12, %arg6 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %14 = tensor.empty() : tensor<1xi64>
    %15 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%14 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %16 = tensor.empty() : tensor<16xi64>
    %17 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%16 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %145 = linalg.index 0 : index
      %146 = arith.index_cast %145 : index to i64
      linalg.yield %146 : i64
    } -> tensor<16xi64>
    %expanded_10 = tensor.expand_shape %15 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %17 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_12 = tensor.expand_shape %17 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %18 = tensor.empty() : tensor<1x1x16x1xi1>
    %19 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x1x16x1xi64>) outs(%18 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %145 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %145 : i1
    } -> tensor<1x1x16x1xi1>
    %20 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_3, %19 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%18 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_95: i1, %out: i1):
      %145 = arith.andi %in, %in_95 : i1
      linalg.yield %145 : i1
    } -> tensor<1x1x16x1xi1>
    %21 = tensor.empty() : tensor<1x1x1x16xi1>
    %22 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %expanded_12 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%21 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_95: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %23 = tensor.empty() : tensor<1x1x16x16xi1>
    %24 = linalg.generic {indexing_maps = [#map10, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<1x1x16x1xi1>, tensor<1x1x1x16xi1>) outs(%23 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_95: i1, %out: i1):
      %145 = arith.andi %in, %in_95 : i1
      linalg.yield %145 : i1
    } -> tensor<1x1x16x16xi1>
    %25 = tensor.empty() : tensor<1x1x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %cst_2, %cst_1 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%25 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_95: f32, %in_96: f32, %out: f32):
      %145 = arith.select %in, %in_95, %in_96 : f32
      linalg.yield %145 : f32
    } -> tensor<1x1x16x16xf32>
    %collapsed_13 = tensor.collapse_shape %13 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %27 = tensor.empty() : tensor<64x32xf32>
    %transposed_14 = linalg.transpose ins(%arg28 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<16x32xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %30 = linalg.matmul ins(%collapsed_13, %transposed_14 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%30, %arg29 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_15 = tensor.expand_shape %31 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15, %arg31 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %arg30 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %transposed_16 = linalg.transpose ins(%arg32 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %34 = linalg.matmul ins(%collapsed_13, %transposed_16 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%34, %arg33 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_17 = tensor.expand_shape %35 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17, %arg35 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %arg34 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_18 = tensor.collapse_shape %37 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %38 = tensor.empty() : tensor<32x32xf32>
    %transposed_19 = linalg.transpose ins(%arg8 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed_18, %transposed_19 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%39, %arg9 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_20 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %41 = tensor.empty() : tensor<1x2x16x16xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x16x2x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%arg10 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %42 = linalg.matmul ins(%collapsed_18, %transposed_22 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%42, %arg11 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_23 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %transposed_24 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %44 = linalg.matmul ins(%collapsed_13, %transposed_24 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%44, %arg13 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_25 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<1x16x2x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_27 = linalg.transpose ins(%expanded_23 : tensor<1x16x2x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %46 = tensor.empty() : tensor<2x16x16xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %48 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%47 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_30 = tensor.expand_shape %48 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x2x16x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.mulf %in, %cst_4 : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %26 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %51 = tensor.empty() : tensor<1x2x16xi64>
    %52 = linalg.fill ins(%c0_i64 : i64) outs(%51 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %53 = tensor.empty() : tensor<1x2x16xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %55:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%50 : tensor<1x2x16x16xf32>) outs(%54, %52 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_95: i64):
      %145 = linalg.index 3 : index
      %146 = arith.index_cast %145 : index to i64
      %147 = arith.maximumf %in, %out : f32
      %148 = arith.cmpf ogt, %in, %out : f32
      %149 = arith.select %148, %146, %out_95 : i64
      linalg.yield %147, %149 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_31 = tensor.expand_shape %55#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %56 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_31 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.subf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x2x16x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = math.exp %in : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %58 = tensor.empty() : tensor<1x2x16x1xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x2x16x16xf32>) outs(%59 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.addf %in, %out : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x1xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.divf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %62 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%47 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_34 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %63 = tensor.empty() : tensor<1x16x2x16xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<1x2x16x16xf32>) outs(%63 : tensor<1x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_36 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<1x16x2x16xf32> into tensor<16x32xf32>
    %transposed_37 = linalg.transpose ins(%arg14 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %64 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%64, %arg15 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_38 = tensor.expand_shape %65 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %33 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %arg17 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %arg16 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_39 = tensor.collapse_shape %68 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %69 = tensor.empty() : tensor<32x128xf32>
    %transposed_40 = linalg.transpose ins(%arg36 : tensor<128x32xf32>) outs(%69 : tensor<32x128xf32>) permutation = [1, 0] 
    %70 = tensor.empty() : tensor<16x128xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %72 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %73 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%72, %arg37 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x128xf32>
    %expanded_41 = tensor.expand_shape %73 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %74 = tensor.empty() : tensor<1x16x128xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<1x16x128xf32>) outs(%74 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.cmpf ugt, %in, %cst : f32
      %146 = arith.select %145, %in, %cst : f32
      linalg.yield %146 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_42 = tensor.collapse_shape %75 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %76 = tensor.empty() : tensor<128x32xf32>
    %transposed_43 = linalg.transpose ins(%arg38 : tensor<32x128xf32>) outs(%76 : tensor<128x32xf32>) permutation = [1, 0] 
    %77 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%77, %arg39 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_44 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %68 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %arg41 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %arg40 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_45 = tensor.collapse_shape %81 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %transposed_46 = linalg.transpose ins(%arg18 : tensor<128x32xf32>) outs(%69 : tensor<32x128xf32>) permutation = [1, 0] 
    %82 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%82, %arg19 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x128xf32>
    %expanded_47 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<1x16x128xf32>) outs(%74 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.cmpf ugt, %in, %cst : f32
      %146 = arith.select %145, %in, %cst : f32
      linalg.yield %146 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_48 = tensor.collapse_shape %84 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_49 = linalg.transpose ins(%arg20 : tensor<32x128xf32>) outs(%76 : tensor<128x32xf32>) permutation = [1, 0] 
    %85 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%85, %arg21 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_50 = tensor.expand_shape %86 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %81 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87, %arg23 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %arg22 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_51 = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %90 = tensor.empty() : tensor<32x64xf32>
    %transposed_52 = linalg.transpose ins(%arg24 : tensor<64x32xf32>) outs(%90 : tensor<32x64xf32>) permutation = [1, 0] 
    %91 = linalg.matmul ins(%collapsed_51, %transposed_52 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%4 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%91, %arg25 : tensor<16x64xf32>, tensor<64xf32>) outs(%3 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x64xf32>
    %expanded_53 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %13 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %arg27 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %arg26 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_54 = tensor.collapse_shape %95 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_55 = linalg.transpose ins(%arg62 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %96 = linalg.matmul ins(%collapsed_54, %transposed_55 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%96, %arg63 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_56 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_56, %arg65 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %arg64 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %transposed_57 = linalg.transpose ins(%arg66 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_54, %transposed_57 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %101 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%100, %arg67 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_58 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_58, %arg69 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %arg68 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_59 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %transposed_60 = linalg.transpose ins(%arg42 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%104, %arg43 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_61 = tensor.expand_shape %105 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<1x16x2x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_63 = linalg.transpose ins(%arg44 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %106 = linalg.matmul ins(%collapsed_59, %transposed_63 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%106, %arg45 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_64 = tensor.expand_shape %107 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %transposed_65 = linalg.transpose ins(%arg46 : tensor<32x64xf32>) outs(%27 : tensor<64x32xf32>) permutation = [1, 0] 
    %108 = linalg.matmul ins(%collapsed_54, %transposed_65 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%108, %arg47 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_66 = tensor.expand_shape %109 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<1x16x2x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_68 = linalg.transpose ins(%expanded_64 : tensor<1x16x2x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_69 = tensor.collapse_shape %transposed_62 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_70 = tensor.collapse_shape %transposed_68 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %110 = linalg.batch_matmul ins(%collapsed_69, %collapsed_70 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%47 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_71 = tensor.expand_shape %110 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %111 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_71 : tensor<1x2x16x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.mulf %in, %cst_4 : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %112 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %26 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %113:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%112 : tensor<1x2x16x16xf32>) outs(%54, %52 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_95: i64):
      %145 = linalg.index 3 : index
      %146 = arith.index_cast %145 : index to i64
      %147 = arith.maximumf %in, %out : f32
      %148 = arith.cmpf ogt, %in, %out : f32
      %149 = arith.select %148, %146, %out_95 : i64
      linalg.yield %147, %149 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_72 = tensor.expand_shape %113#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %114 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_72 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.subf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x2x16x16xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = math.exp %in : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %116 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%115 : tensor<1x2x16x16xf32>) outs(%59 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.addf %in, %out : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115, %116 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%41 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.divf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_73 = tensor.collapse_shape %117 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_74 = tensor.collapse_shape %transposed_67 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %118 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<2x16x16xf32>, tensor<2x16x16xf32>) outs(%47 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_75 = tensor.expand_shape %118 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<1x2x16x16xf32>) outs(%63 : tensor<1x16x2x16xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_77 = tensor.collapse_shape %transposed_76 [[0, 1], [2, 3]] : tensor<1x16x2x16xf32> into tensor<16x32xf32>
    %transposed_78 = linalg.transpose ins(%arg48 : tensor<32x32xf32>) outs(%38 : tensor<32x32xf32>) permutation = [1, 0] 
    %119 = linalg.matmul ins(%collapsed_77, %transposed_78 : tensor<16x32xf32>, tensor<32x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%119, %arg49 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_79 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %99 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %arg51 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %arg50 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_80 = tensor.collapse_shape %123 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %transposed_81 = linalg.transpose ins(%arg70 : tensor<128x32xf32>) outs(%69 : tensor<32x128xf32>) permutation = [1, 0] 
    %124 = linalg.matmul ins(%collapsed_80, %transposed_81 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%124, %arg71 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x128xf32>
    %expanded_82 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<1x16x128xf32>) outs(%74 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.cmpf ugt, %in, %cst : f32
      %146 = arith.select %145, %in, %cst : f32
      linalg.yield %146 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_83 = tensor.collapse_shape %126 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_84 = linalg.transpose ins(%arg72 : tensor<32x128xf32>) outs(%76 : tensor<128x32xf32>) permutation = [1, 0] 
    %127 = linalg.matmul ins(%collapsed_83, %transposed_84 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%127, %arg73 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_85 = tensor.expand_shape %128 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_85, %123 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %arg75 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg74 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_86 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %transposed_87 = linalg.transpose ins(%arg52 : tensor<128x32xf32>) outs(%69 : tensor<32x128xf32>) permutation = [1, 0] 
    %132 = linalg.matmul ins(%collapsed_86, %transposed_87 : tensor<16x32xf32>, tensor<32x128xf32>) outs(%71 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %133 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%132, %arg53 : tensor<16x128xf32>, tensor<128xf32>) outs(%70 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x128xf32>
    %expanded_88 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88 : tensor<1x16x128xf32>) outs(%74 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %145 = arith.cmpf ugt, %in, %cst : f32
      %146 = arith.select %145, %in, %cst : f32
      linalg.yield %146 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_89 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_90 = linalg.transpose ins(%arg54 : tensor<32x128xf32>) outs(%76 : tensor<128x32xf32>) permutation = [1, 0] 
    %135 = linalg.matmul ins(%collapsed_89, %transposed_90 : tensor<16x128xf32>, tensor<128x32xf32>) outs(%29 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %136 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%135, %arg55 : tensor<16x32xf32>, tensor<32xf32>) outs(%28 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x32xf32>
    %expanded_91 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [1, 16, 32] : tensor<16x32xf32> into tensor<1x16x32xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_91, %131 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %arg57 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %arg56 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%0 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x32xf32>
    %collapsed_92 = tensor.collapse_shape %139 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %transposed_93 = linalg.transpose ins(%arg58 : tensor<64x32xf32>) outs(%90 : tensor<32x64xf32>) permutation = [1, 0] 
    %140 = linalg.matmul ins(%collapsed_92, %transposed_93 : tensor<16x32xf32>, tensor<32x64xf32>) outs(%4 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %141 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%140, %arg59 : tensor<16x64xf32>, tensor<64xf32>) outs(%3 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<16x64xf32>
    %expanded_94 = tensor.expand_shape %141 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %95 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg61 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.mulf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %arg60 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%7 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_95: f32, %out: f32):
      %145 = arith.addf %in, %in_95 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x64xf32>
    return %144 : tensor<1x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_64_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000"
    }
  }
#-}

