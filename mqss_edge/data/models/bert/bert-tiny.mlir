// models-v1/bert-tiny: BERT encoder, 2 layers, hidden 64
// transformers BertConfig -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 39 function arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<2x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<128xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<64xf32>, %arg22: tensor<64x64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<64x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<64xf32>, %arg32: tensor<128x64xf32>, %arg33: tensor<128xf32>, %arg34: tensor<64x128xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<64xf32>, %arg38: tensor<64x64xf32>, %arg39: tensor<64xf32>) -> tensor<1x16x64xf32> {
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
    %cst_9 = arith.constant 6.400000e+01 : f64
    %cst_10 = arith.constant 6.400000e+01 : f32
    %true = arith.constant true
    %cst_11 = arith.constant 1.41421354 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_12 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_13 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %extracted_slice = tensor.extract_slice %cst_13[0, 0] [1, 16] [1, 1] : tensor<1x64xi64> to tensor<1x16xi64>
    %0 = tensor.empty() : tensor<1x16xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x16xi64>) -> tensor<1x16xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%1 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %177 = arith.index_cast %in : i64 to index
      %178 = arith.cmpi slt, %177, %c64 : index
      cf.assert %178, "index must be smaller than dim size"
      %179 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %179, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_12[%c0, %177] : tensor<1x64xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x16xi64>
    %3 = tensor.empty() : tensor<1x16x64xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %177 = arith.index_cast %in : i64 to index
      %178 = linalg.index 2 : index
      %179 = arith.cmpi slt, %177, %c256 : index
      cf.assert %179, "index must be smaller than dim size"
      %180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %180, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%177, %178] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x16xi64>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %177 = arith.index_cast %in : i64 to index
      %178 = linalg.index 2 : index
      %179 = arith.cmpi slt, %177, %c2 : index
      cf.assert %179, "index must be smaller than dim size"
      %180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %180, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%177, %178] : tensor<2x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %177 = arith.index_cast %in : i64 to index
      %178 = linalg.index 2 : index
      %179 = arith.cmpi slt, %177, %c64 : index
      cf.assert %179, "index must be smaller than dim size"
      %180 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %180, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%177, %178] : tensor<64x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %9 = tensor.empty() : tensor<1x16x64xf64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x16x64xf32>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %11 = tensor.empty() : tensor<1x16x1xf64>
    %12 = linalg.fill ins(%cst : f64) outs(%11 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %14 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.subf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %15 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.mulf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %19 = tensor.empty() : tensor<1x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_10 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_8 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.subf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg4 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %arg5 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %30 = tensor.empty() : tensor<1xi64>
    %31 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%30 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %32 = tensor.empty() : tensor<16xi64>
    %33 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%32 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %177 = linalg.index 0 : index
      %178 = arith.index_cast %177 : index to i64
      linalg.yield %178 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %31 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_14 = tensor.expand_shape %33 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_15 = tensor.expand_shape %33 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %34 = tensor.empty() : tensor<1x1x16x1xi1>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x1x16x1xi64>) outs(%34 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %177 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %177 : i1
    } -> tensor<1x1x16x1xi1>
    %36 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %35 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%34 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_68: i1, %out: i1):
      %177 = arith.andi %in, %in_68 : i1
      linalg.yield %177 : i1
    } -> tensor<1x1x16x1xi1>
    %37 = tensor.empty() : tensor<1x1x1x16xi1>
    %38 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%37 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_68: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %39 = tensor.empty() : tensor<1x1x16x16xi1>
    %40 = linalg.generic {indexing_maps = [#map10, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<1x1x16x1xi1>, tensor<1x1x1x16xi1>) outs(%39 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_68: i1, %out: i1):
      %177 = arith.andi %in, %in_68 : i1
      linalg.yield %177 : i1
    } -> tensor<1x1x16x16xi1>
    %41 = tensor.empty() : tensor<1x1x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_5, %cst_4 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%41 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_68: f32, %in_69: f32, %out: f32):
      %177 = arith.select %in, %in_68, %in_69 : f32
      linalg.yield %177 : f32
    } -> tensor<1x1x16x16xf32>
    %collapsed = tensor.collapse_shape %29 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %43 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<16x64xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %46 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%46, %arg7 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_16 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %48 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<1x16x2x32xf32>) outs(%48 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_18 = linalg.transpose ins(%arg8 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %49 = linalg.matmul ins(%collapsed, %transposed_18 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %arg9 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_19 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_20 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%51, %arg11 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_21 = tensor.expand_shape %52 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<1x16x2x32xf32>) outs(%48 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %53 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed_23 = linalg.transpose ins(%expanded_19 : tensor<1x16x2x32xf32>) outs(%53 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_24 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_25 = tensor.collapse_shape %transposed_23 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %54 = tensor.empty() : tensor<2x16x16xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %56 = linalg.batch_matmul ins(%collapsed_24, %collapsed_25 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%55 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_26 = tensor.expand_shape %56 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %57 = tensor.empty() : tensor<1x2x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x2x16x16xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_7 : f64 to f32
      %178 = arith.mulf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %42 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %60 = tensor.empty() : tensor<1x2x16xi64>
    %61 = linalg.fill ins(%c0_i64 : i64) outs(%60 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %62 = tensor.empty() : tensor<1x2x16xf32>
    %63 = linalg.fill ins(%cst_1 : f32) outs(%62 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %64:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%59 : tensor<1x2x16x16xf32>) outs(%63, %61 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_68: i64):
      %177 = linalg.index 3 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.maximumf %in, %out : f32
      %180 = arith.cmpf ogt, %in, %out : f32
      %181 = arith.select %180, %178, %out_68 : i64
      linalg.yield %179, %181 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_27 = tensor.expand_shape %64#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %65 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_27 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.subf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x2x16x16xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %67 = tensor.empty() : tensor<1x2x16x1xf32>
    %68 = linalg.fill ins(%cst_0 : f32) outs(%67 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%66 : tensor<1x2x16x16xf32>) outs(%68 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x1xf32>
    %70 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %69 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.divf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_28 = tensor.collapse_shape %70 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_29 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %71 = tensor.empty() : tensor<2x16x32xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %73 = linalg.batch_matmul ins(%collapsed_28, %collapsed_29 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%72 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_30 = tensor.expand_shape %73 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %74 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<1x2x16x32xf32>) outs(%74 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_32 = tensor.collapse_shape %transposed_31 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_33 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %75 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%75, %arg13 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_34 = tensor.expand_shape %76 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %29 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x16x64xf32>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %79 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %81 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %80 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.subf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %82 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %81 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.mulf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %83 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%82 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %84 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %86 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%77 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %87 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_10 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %88 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_8 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %87 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.subf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %89 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %arg14 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %arg15 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_35 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %94 = tensor.empty() : tensor<64x128xf32>
    %transposed_36 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%94 : tensor<64x128xf32>) permutation = [1, 0] 
    %95 = tensor.empty() : tensor<16x128xf32>
    %96 = linalg.fill ins(%cst_0 : f32) outs(%95 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %97 = linalg.matmul ins(%collapsed_35, %transposed_36 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%96 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%97, %arg17 : tensor<16x128xf32>, tensor<128xf32>) outs(%95 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x128xf32>
    %expanded_37 = tensor.expand_shape %98 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %99 = tensor.empty() : tensor<1x16x128xf32>
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_37 : tensor<1x16x128xf32>) outs(%99 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_11 : f32
      %178 = math.erf %177 : f32
      %179 = arith.addf %178, %cst_2 : f32
      %180 = arith.mulf %179, %cst_3 : f32
      %181 = arith.mulf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_38 = tensor.collapse_shape %100 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %101 = tensor.empty() : tensor<128x64xf32>
    %transposed_39 = linalg.transpose ins(%arg18 : tensor<64x128xf32>) outs(%101 : tensor<128x64xf32>) permutation = [1, 0] 
    %102 = linalg.matmul ins(%collapsed_38, %transposed_39 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %arg19 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_40 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %104 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %93 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x16x64xf32>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %106 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%105 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %108 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %107 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.subf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %109 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %108 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.mulf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %110 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%109 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %111 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %112 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%104 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %114 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_10 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_8 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x16x1xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %114 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.subf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %118 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %116 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %119 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %arg20 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %120 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %arg21 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_41 = tensor.collapse_shape %120 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_42 = linalg.transpose ins(%arg22 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %121 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%121, %arg23 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_43 = tensor.expand_shape %122 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<1x16x2x32xf32>) outs(%48 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_45 = linalg.transpose ins(%arg24 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %123 = linalg.matmul ins(%collapsed_41, %transposed_45 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%123, %arg25 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_46 = tensor.expand_shape %124 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_47 = linalg.transpose ins(%arg26 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %125 = linalg.matmul ins(%collapsed_41, %transposed_47 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%125, %arg27 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_48 = tensor.expand_shape %126 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_49 = linalg.transpose ins(%expanded_48 : tensor<1x16x2x32xf32>) outs(%48 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_50 = linalg.transpose ins(%expanded_46 : tensor<1x16x2x32xf32>) outs(%53 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_51 = tensor.collapse_shape %transposed_44 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_52 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %127 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%55 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_53 = tensor.expand_shape %127 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53 : tensor<1x2x16x16xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_7 : f64 to f32
      %178 = arith.mulf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x2x16x16xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %42 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %130:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<1x2x16x16xf32>) outs(%63, %61 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_68: i64):
      %177 = linalg.index 3 : index
      %178 = arith.index_cast %177 : index to i64
      %179 = arith.maximumf %in, %out : f32
      %180 = arith.cmpf ogt, %in, %out : f32
      %181 = arith.select %180, %178, %out_68 : i64
      linalg.yield %179, %181 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_54 = tensor.expand_shape %130#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %131 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_54 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.subf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %132 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131 : tensor<1x2x16x16xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.exp %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %133 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%132 : tensor<1x2x16x16xf32>) outs(%68 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x1xf32>
    %134 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %133 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%57 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.divf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %134 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_56 = tensor.collapse_shape %transposed_49 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %135 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%72 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_57 = tensor.expand_shape %135 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<1x2x16x32xf32>) outs(%74 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_59 = tensor.collapse_shape %transposed_58 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_60 = linalg.transpose ins(%arg28 : tensor<64x64xf32>) outs(%43 : tensor<64x64xf32>) permutation = [1, 0] 
    %136 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%136, %arg29 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_61 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %138 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61, %120 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %139 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x16x64xf32>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %140 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%139 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %141 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %142 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139, %141 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.subf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %143 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %142 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.mulf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %144 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%143 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %145 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %146 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%145 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %147 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %148 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_10 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %149 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_8 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x16x1xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138, %148 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.subf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %152 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %150 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %153 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %arg30 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %arg31 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_62 = tensor.collapse_shape %154 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %transposed_63 = linalg.transpose ins(%arg32 : tensor<128x64xf32>) outs(%94 : tensor<64x128xf32>) permutation = [1, 0] 
    %155 = linalg.matmul ins(%collapsed_62, %transposed_63 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%96 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %156 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%155, %arg33 : tensor<16x128xf32>, tensor<128xf32>) outs(%95 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x128xf32>
    %expanded_64 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<1x16x128xf32>) outs(%99 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_11 : f32
      %178 = math.erf %177 : f32
      %179 = arith.addf %178, %cst_2 : f32
      %180 = arith.mulf %179, %cst_3 : f32
      %181 = arith.mulf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_65 = tensor.collapse_shape %157 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %transposed_66 = linalg.transpose ins(%arg34 : tensor<64x128xf32>) outs(%101 : tensor<128x64xf32>) permutation = [1, 0] 
    %158 = linalg.matmul ins(%collapsed_65, %transposed_66 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%158, %arg35 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<16x64xf32>
    %expanded_67 = tensor.expand_shape %159 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %154 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x16x64xf32>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %177 = arith.extf %in : f32 to f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %162 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %163 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %164 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %163 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.subf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %165 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %164 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%9 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_68: f64, %out: f64):
      %177 = arith.mulf %in, %in_68 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x64xf64>
    %166 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.addf %in, %out : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %167 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %177 = arith.divf %in, %cst_9 : f64
      linalg.yield %177 : f64
    } -> tensor<1x16x1xf64>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %177 = arith.truncf %in : f64 to f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%160 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.addf %in, %out : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.divf %in, %cst_10 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = arith.truncf %cst_8 : f64 to f32
      %178 = arith.addf %in, %177 : f32
      linalg.yield %178 : f32
    } -> tensor<1x16x1xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %177 = math.rsqrt %in : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x1xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %170 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.subf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173, %172 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %arg36 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.mulf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %arg37 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_68: f32, %out: f32):
      %177 = arith.addf %in, %in_68 : f32
      linalg.yield %177 : f32
    } -> tensor<1x16x64xf32>
    return %176 : tensor<1x16x64xf32>
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

