// models-v1/electra-tiny: ELECTRA discriminator: projected embeddings
// transformers ElectraConfig -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 39 function arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x32xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<2x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<128xf32>, %arg20: tensor<64x128xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64x64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<128x64xf32>, %arg35: tensor<128xf32>, %arg36: tensor<64x128xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 9.9999999999999998E-13 : f64
    %c0 = arith.constant 0 : index
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %true = arith.constant true
    %cst_11 = arith.constant 6.400000e+01 : f64
    %cst_12 = arith.constant 6.400000e+01 : f32
    %cst_13 = arith.constant 1.41421354 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_14 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_15 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %extracted_slice = tensor.extract_slice %cst_15[0, 0] [1, 16] [1, 1] : tensor<1x64xi64> to tensor<1x16xi64>
    %0 = tensor.empty() : tensor<1x16xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x16xi64>) -> tensor<1x16xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%1 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %182 = arith.index_cast %in : i64 to index
      %183 = arith.cmpi slt, %182, %c64 : index
      cf.assert %183, "index must be smaller than dim size"
      %184 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %184, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_14[%c0, %182] : tensor<1x64xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x16xi64>
    %3 = tensor.empty() : tensor<1x16x32xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = arith.index_cast %in : i64 to index
      %183 = linalg.index 2 : index
      %184 = arith.cmpi slt, %182, %c256 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%182, %183] : tensor<256x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x16xi64>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = arith.index_cast %in : i64 to index
      %183 = linalg.index 2 : index
      %184 = arith.cmpi slt, %182, %c2 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%182, %183] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %182 = arith.index_cast %in : i64 to index
      %183 = linalg.index 2 : index
      %184 = arith.cmpi slt, %182, %c64 : index
      cf.assert %184, "index must be smaller than dim size"
      %185 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %185, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%182, %183] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x32xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x32xf32>
    %9 = tensor.empty() : tensor<1x16x32xf64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x16x32xf32>) outs(%9 : tensor<1x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<1x16x32xf64>
    %11 = tensor.empty() : tensor<1x16x1xf64>
    %12 = linalg.fill ins(%cst : f64) outs(%11 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x16x32xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %14 : tensor<1x16x32xf64>, tensor<1x16x1xf64>) outs(%9 : tensor<1x16x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.subf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x32xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %15 : tensor<1x16x32xf64>, tensor<1x16x32xf64>) outs(%9 : tensor<1x16x32xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.mulf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x32xf64>
    %17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<1x16x32xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_9 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %19 = tensor.empty() : tensor<1x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x16x32xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_10 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<1x16x32xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.subf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x32xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<1x16x32xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x32xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg4 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x32xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %arg5 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x32xf32>
    %collapsed = tensor.collapse_shape %29 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %30 = tensor.empty() : tensor<32x64xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%30 : tensor<32x64xf32>) permutation = [1, 0] 
    %31 = tensor.empty() : tensor<16x64xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%33, %arg7 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded = tensor.expand_shape %34 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %35 = tensor.empty() : tensor<1xi64>
    %36 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%35 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %37 = tensor.empty() : tensor<16xi64>
    %38 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%37 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %182 = linalg.index 0 : index
      %183 = arith.index_cast %182 : index to i64
      linalg.yield %183 : i64
    } -> tensor<16xi64>
    %expanded_16 = tensor.expand_shape %36 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_17 = tensor.expand_shape %38 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_18 = tensor.expand_shape %38 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %39 = tensor.empty() : tensor<1x1x16x1xi1>
    %40 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x1x16x1xi64>) outs(%39 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %182 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %182 : i1
    } -> tensor<1x1x16x1xi1>
    %41 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %40 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%39 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_72: i1, %out: i1):
      %182 = arith.andi %in, %in_72 : i1
      linalg.yield %182 : i1
    } -> tensor<1x1x16x1xi1>
    %42 = tensor.empty() : tensor<1x1x1x16xi1>
    %43 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %expanded_18 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%42 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_72: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %44 = tensor.empty() : tensor<1x1x16x16xi1>
    %45 = linalg.generic {indexing_maps = [#map11, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %43 : tensor<1x1x16x1xi1>, tensor<1x1x1x16xi1>) outs(%44 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_72: i1, %out: i1):
      %182 = arith.andi %in, %in_72 : i1
      linalg.yield %182 : i1
    } -> tensor<1x1x16x16xi1>
    %46 = tensor.empty() : tensor<1x1x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_5, %cst_4 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%46 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_72: f32, %in_73: f32, %out: f32):
      %182 = arith.select %in, %in_72, %in_73 : f32
      linalg.yield %182 : f32
    } -> tensor<1x1x16x16xf32>
    %48 = tensor.empty() : tensor<64x64xf32>
    %transposed_19 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %49 = linalg.matmul ins(%34, %transposed_19 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %arg9 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_20 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %51 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x16x2x32xf32>) outs(%51 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%34, %transposed_22 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %arg11 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_23 = tensor.expand_shape %53 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_24 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %54 = linalg.matmul ins(%34, %transposed_24 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%54, %arg13 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_25 = tensor.expand_shape %55 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<1x16x2x32xf32>) outs(%51 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %56 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed_27 = linalg.transpose ins(%expanded_23 : tensor<1x16x2x32xf32>) outs(%56 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_28 = tensor.collapse_shape %transposed_21 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %57 = tensor.empty() : tensor<2x16x16xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %59 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%58 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_30 = tensor.expand_shape %59 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %60 = tensor.empty() : tensor<1x2x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_30 : tensor<1x2x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x2x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %47 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x16xf32>
    %63 = tensor.empty() : tensor<1x2x16xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %65 = tensor.empty() : tensor<1x2x16xf32>
    %66 = linalg.fill ins(%cst_1 : f32) outs(%65 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %67:2 = linalg.generic {indexing_maps = [#map7, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x2x16x16xf32>) outs(%66, %64 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_72: i64):
      %182 = linalg.index 3 : index
      %183 = arith.index_cast %182 : index to i64
      %184 = arith.maximumf %in, %out : f32
      %185 = arith.cmpf ogt, %in, %out : f32
      %186 = arith.select %185, %183, %out_72 : i64
      linalg.yield %184, %186 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_31 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_31 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.subf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x2x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x16xf32>
    %70 = tensor.empty() : tensor<1x2x16x1xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %72 = linalg.generic {indexing_maps = [#map7, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<1x2x16x16xf32>) outs(%71 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x1xf32>
    %73 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.divf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %transposed_26 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %74 = tensor.empty() : tensor<2x16x32xf32>
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %76 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%75 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_34 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %77 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<1x2x16x32xf32>) outs(%77 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_36 = tensor.collapse_shape %transposed_35 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_37 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %78 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%78, %arg15 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_38 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %80 = tensor.empty() : tensor<1x16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %expanded : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %82 = tensor.empty() : tensor<1x16x64xf64>
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x16x64xf32>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %84 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_11 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %86 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %85 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.subf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %87 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %86 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.mulf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %88 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_11 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_12 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %92 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.subf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %96 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %94 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %arg16 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %98 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %arg17 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_39 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %99 = tensor.empty() : tensor<64x128xf32>
    %transposed_40 = linalg.transpose ins(%arg18 : tensor<128x64xf32>) outs(%99 : tensor<64x128xf32>) permutation = [1, 0] 
    %100 = tensor.empty() : tensor<16x128xf32>
    %101 = linalg.fill ins(%cst_0 : f32) outs(%100 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %102 = linalg.matmul ins(%collapsed_39, %transposed_40 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%101 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %arg19 : tensor<16x128xf32>, tensor<128xf32>) outs(%100 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x128xf32>
    %expanded_41 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %104 = tensor.empty() : tensor<1x16x128xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_41 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_13 : f32
      %183 = math.erf %182 : f32
      %184 = arith.addf %183, %cst_2 : f32
      %185 = arith.mulf %184, %cst_3 : f32
      %186 = arith.mulf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_42 = tensor.collapse_shape %105 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %106 = tensor.empty() : tensor<128x64xf32>
    %transposed_43 = linalg.transpose ins(%arg20 : tensor<64x128xf32>) outs(%106 : tensor<128x64xf32>) permutation = [1, 0] 
    %107 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%107, %arg21 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_44 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %98 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x16x64xf32>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %111 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_11 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %113 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %112 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.subf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %114 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %113 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.mulf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %115 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%114 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_11 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_12 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %122 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %119 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.subf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %123 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %121 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %124 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %arg22 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %arg23 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_45 = tensor.collapse_shape %125 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_46 = linalg.transpose ins(%arg24 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %126 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%126, %arg25 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %127 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x16x2x32xf32>) outs(%51 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%arg26 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed_45, %transposed_49 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %129 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%128, %arg27 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_50 = tensor.expand_shape %129 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_51 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %130 = linalg.matmul ins(%collapsed_45, %transposed_51 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%130, %arg29 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_52 = tensor.expand_shape %131 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_53 = linalg.transpose ins(%expanded_52 : tensor<1x16x2x32xf32>) outs(%51 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_54 = linalg.transpose ins(%expanded_50 : tensor<1x16x2x32xf32>) outs(%56 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_55 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %132 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%58 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_57 = tensor.expand_shape %132 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %133 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<1x2x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_7 : f64 to f32
      %183 = arith.mulf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x2x16x16xf32>
    %134 = linalg.generic {indexing_maps = [#map7, #map13, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %47 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x16xf32>
    %135:2 = linalg.generic {indexing_maps = [#map7, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%134 : tensor<1x2x16x16xf32>) outs(%66, %64 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_72: i64):
      %182 = linalg.index 3 : index
      %183 = arith.index_cast %182 : index to i64
      %184 = arith.maximumf %in, %out : f32
      %185 = arith.cmpf ogt, %in, %out : f32
      %186 = arith.select %185, %183, %out_72 : i64
      linalg.yield %184, %186 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_58 = tensor.expand_shape %135#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %136 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_58 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.subf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x16xf32>
    %137 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136 : tensor<1x2x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.exp %in : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x16xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%137 : tensor<1x2x16x16xf32>) outs(%71 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %138 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.divf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_59 = tensor.collapse_shape %139 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_60 = tensor.collapse_shape %transposed_53 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %140 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%75 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_61 = tensor.expand_shape %140 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<1x2x16x32xf32>) outs(%77 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_64 = linalg.transpose ins(%arg30 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %141 = linalg.matmul ins(%collapsed_63, %transposed_64 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%141, %arg31 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_65 = tensor.expand_shape %142 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %125 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %144 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143 : tensor<1x16x64xf32>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %145 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%144 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_11 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %147 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144, %146 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.subf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %148 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %147 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.mulf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %149 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%148 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_11 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_12 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x16x1xf32>
    %155 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %156 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %153 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.subf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %157 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %155 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %158 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %arg32 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %arg33 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_66 = tensor.collapse_shape %159 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_67 = linalg.transpose ins(%arg34 : tensor<128x64xf32>) outs(%99 : tensor<64x128xf32>) permutation = [1, 0] 
    %160 = linalg.matmul ins(%collapsed_66, %transposed_67 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%101 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%160, %arg35 : tensor<16x128xf32>, tensor<128xf32>) outs(%100 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x128xf32>
    %expanded_68 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_13 : f32
      %183 = math.erf %182 : f32
      %184 = arith.addf %183, %cst_2 : f32
      %185 = arith.mulf %184, %cst_3 : f32
      %186 = arith.mulf %in, %185 : f32
      linalg.yield %186 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_69 = tensor.collapse_shape %162 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_70 = linalg.transpose ins(%arg36 : tensor<64x128xf32>) outs(%106 : tensor<128x64xf32>) permutation = [1, 0] 
    %163 = linalg.matmul ins(%collapsed_69, %transposed_70 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%32 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel"]} ins(%163, %arg37 : tensor<16x64xf32>, tensor<64xf32>) outs(%31 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<16x64xf32>
    %expanded_71 = tensor.expand_shape %164 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_71, %159 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x16x64xf32>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %182 = arith.extf %in : f32 to f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %167 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_11 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %169 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %168 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.subf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %170 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %169 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_72: f64, %out: f64):
      %182 = arith.mulf %in, %in_72 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x64xf64>
    %171 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%170 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.addf %in, %out : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %182 = arith.divf %in, %cst_11 : f64
      linalg.yield %182 : f64
    } -> tensor<1x16x1xf64>
    %173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %182 = arith.truncf %in : f64 to f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.addf %in, %out : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.divf %in, %cst_12 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = arith.truncf %cst_8 : f64 to f32
      %183 = arith.addf %in, %182 : f32
      linalg.yield %183 : f32
    } -> tensor<1x16x1xf32>
    %177 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %182 = math.rsqrt %in : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x1xf32>
    %178 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %175 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.subf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %179 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %177 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %arg38 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.mulf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    %181 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %arg39 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_72: f32, %out: f32):
      %182 = arith.addf %in, %in_72 : f32
      linalg.yield %182 : f32
    } -> tensor<1x16x64xf32>
    return %181 : tensor<1x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_64_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000"
    }
  }
#-}

