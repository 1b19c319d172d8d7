// models-v1/albert-tiny: ALBERT: factorized embeddings, one shared layer applied twice
// transformers AlbertConfig -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 25 function arguments
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
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x32xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<2x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64x64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<128x64xf32>, %arg21: tensor<128xf32>, %arg22: tensor<64x128xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.79788456080286541 : f64
    %cst_6 = arith.constant 4.471500e-02 : f64
    %cst_7 = arith.constant 0.17677669529663689 : f64
    %cst_8 = arith.constant 9.9999999999999998E-13 : f64
    %c0 = arith.constant 0 : index
    %cst_9 = arith.constant 3.200000e+01 : f64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %true = arith.constant true
    %cst_11 = arith.constant 6.400000e+01 : f64
    %cst_12 = arith.constant 6.400000e+01 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %cst_15 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_16 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %extracted_slice = tensor.extract_slice %cst_16[0, 0] [1, 16] [1, 1] : tensor<1x64xi64> to tensor<1x16xi64>
    %0 = tensor.empty() : tensor<1x16xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<1x16xi64>) -> tensor<1x16xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%1 : tensor<1x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      %196 = arith.index_cast %in : i64 to index
      %197 = arith.cmpi slt, %196, %c64 : index
      cf.assert %197, "index must be smaller than dim size"
      %198 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %198, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_15[%c0, %196] : tensor<1x64xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x16xi64>
    %3 = tensor.empty() : tensor<1x16x32xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %196 = arith.index_cast %in : i64 to index
      %197 = linalg.index 2 : index
      %198 = arith.cmpi slt, %196, %c256 : index
      cf.assert %198, "index must be smaller than dim size"
      %199 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %199, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%196, %197] : tensor<256x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x16xi64>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %196 = arith.index_cast %in : i64 to index
      %197 = linalg.index 2 : index
      %198 = arith.cmpi slt, %196, %c2 : index
      cf.assert %198, "index must be smaller than dim size"
      %199 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %199, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg3[%196, %197] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %5 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x16xi64>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %196 = arith.index_cast %in : i64 to index
      %197 = linalg.index 2 : index
      %198 = arith.cmpi slt, %196, %c64 : index
      cf.assert %198, "index must be smaller than dim size"
      %199 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %199, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%196, %197] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x32xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %7 : tensor<1x16x32xf32>, tensor<1x16x32xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x32xf32>
    %9 = tensor.empty() : tensor<1x16x32xf64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x16x32xf32>) outs(%9 : tensor<1x16x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %196 = arith.extf %in : f32 to f64
      linalg.yield %196 : f64
    } -> tensor<1x16x32xf64>
    %11 = tensor.empty() : tensor<1x16x1xf64>
    %12 = linalg.fill ins(%cst : f64) outs(%11 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %13 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%10 : tensor<1x16x32xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_9 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %15 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10, %14 : tensor<1x16x32xf64>, tensor<1x16x1xf64>) outs(%9 : tensor<1x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.subf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x32xf64>
    %16 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %15 : tensor<1x16x32xf64>, tensor<1x16x32xf64>) outs(%9 : tensor<1x16x32xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.mulf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x32xf64>
    %17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<1x16x32xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_9 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %19 = tensor.empty() : tensor<1x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %196 = arith.truncf %in : f64 to f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x16x32xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %out : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.divf %in, %cst_10 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_8 : f64 to f32
      %197 = arith.addf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.rsqrt %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %23 : tensor<1x16x32xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.subf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x32xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %25 : tensor<1x16x32xf32>, tensor<1x16x1xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x32xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27, %arg4 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x32xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %arg5 : tensor<1x16x32xf32>, tensor<32xf32>) outs(%3 : tensor<1x16x32xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x32xf32>
    %30 = tensor.empty() : tensor<1xi64>
    %31 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%30 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %32 = tensor.empty() : tensor<16xi64>
    %33 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%32 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %196 = linalg.index 0 : index
      %197 = arith.index_cast %196 : index to i64
      linalg.yield %197 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %31 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_17 = tensor.expand_shape %33 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_18 = tensor.expand_shape %33 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %34 = tensor.empty() : tensor<1x1x16x1xi1>
    %35 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17 : tensor<1x1x16x1xi64>) outs(%34 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %196 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %196 : i1
    } -> tensor<1x1x16x1xi1>
    %36 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %35 : tensor<i1>, tensor<1x1x16x1xi1>) outs(%34 : tensor<1x1x16x1xi1>) {
    ^bb0(%in: i1, %in_67: i1, %out: i1):
      %196 = arith.andi %in, %in_67 : i1
      linalg.yield %196 : i1
    } -> tensor<1x1x16x1xi1>
    %37 = tensor.empty() : tensor<1x1x1x16xi1>
    %38 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_18 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%37 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_67: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %39 = tensor.empty() : tensor<1x1x16x16xi1>
    %40 = linalg.generic {indexing_maps = [#map10, #map11, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %38 : tensor<1x1x16x1xi1>, tensor<1x1x1x16xi1>) outs(%39 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_67: i1, %out: i1):
      %196 = arith.andi %in, %in_67 : i1
      linalg.yield %196 : i1
    } -> tensor<1x1x16x16xi1>
    %41 = tensor.empty() : tensor<1x1x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %cst_3, %cst_2 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%41 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_67: f32, %in_68: f32, %out: f32):
      %196 = arith.select %in, %in_67, %in_68 : f32
      linalg.yield %196 : f32
    } -> tensor<1x1x16x16xf32>
    %collapsed = tensor.collapse_shape %29 [[0, 1], [2]] : tensor<1x16x32xf32> into tensor<16x32xf32>
    %43 = tensor.empty() : tensor<32x64xf32>
    %transposed = linalg.transpose ins(%arg6 : tensor<64x32xf32>) outs(%43 : tensor<32x64xf32>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<16x64xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %46 = linalg.matmul ins(%collapsed, %transposed : tensor<16x32xf32>, tensor<32x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%46, %arg7 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_19 = tensor.expand_shape %47 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %48 = tensor.empty() : tensor<64x64xf32>
    %transposed_20 = linalg.transpose ins(%arg10 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %49 = linalg.matmul ins(%47, %transposed_20 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %arg11 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_21 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %51 = tensor.empty() : tensor<1x2x16x32xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<1x16x2x32xf32>) outs(%51 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_23 = linalg.transpose ins(%arg12 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%47, %transposed_23 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %arg13 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_24 = tensor.expand_shape %53 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_25 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %54 = linalg.matmul ins(%47, %transposed_25 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%54, %arg15 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_26 = tensor.expand_shape %55 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<1x16x2x32xf32>) outs(%51 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %56 = tensor.empty() : tensor<1x2x32x16xf32>
    %transposed_28 = linalg.transpose ins(%expanded_24 : tensor<1x16x2x32xf32>) outs(%56 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_29 = tensor.collapse_shape %transposed_22 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %57 = tensor.empty() : tensor<2x16x16xf32>
    %58 = linalg.fill ins(%cst_0 : f32) outs(%57 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %59 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%58 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_31 = tensor.expand_shape %59 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %60 = tensor.empty() : tensor<1x2x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x2x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_7 : f64 to f32
      %197 = arith.mulf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x2x16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %42 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x16xf32>
    %63 = tensor.empty() : tensor<1x2x16xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<1x2x16xi64>) -> tensor<1x2x16xi64>
    %65 = tensor.empty() : tensor<1x2x16xf32>
    %66 = linalg.fill ins(%cst_1 : f32) outs(%65 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
    %67:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x2x16x16xf32>) outs(%66, %64 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %196 = linalg.index 3 : index
      %197 = arith.index_cast %196 : index to i64
      %198 = arith.maximumf %in, %out : f32
      %199 = arith.cmpf ogt, %in, %out : f32
      %200 = arith.select %199, %197, %out_67 : i64
      linalg.yield %198, %200 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_32 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_32 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.subf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x2x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.exp %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x16xf32>
    %70 = tensor.empty() : tensor<1x2x16x1xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<1x2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %72 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<1x2x16x16xf32>) outs(%71 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %out : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x1xf32>
    %73 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.divf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_34 = tensor.collapse_shape %transposed_27 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %74 = tensor.empty() : tensor<2x16x32xf32>
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %76 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%75 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_35 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %77 = tensor.empty() : tensor<1x16x2x32xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x2x16x32xf32>) outs(%77 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_37 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %transposed_38 = linalg.transpose ins(%arg16 : tensor<64x64xf32>) outs(%48 : tensor<64x64xf32>) permutation = [1, 0] 
    %78 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%78, %arg17 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_39 = tensor.expand_shape %79 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %80 = tensor.empty() : tensor<1x16x64xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19, %expanded_39 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %82 = tensor.empty() : tensor<1x16x64xf64>
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x16x64xf32>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %196 = arith.extf %in : f32 to f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %84 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%83 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %85 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_11 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %86 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %85 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.subf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %87 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %86 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.mulf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %88 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%87 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_11 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %196 = arith.truncf %in : f64 to f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %out : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.divf %in, %cst_12 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %93 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_8 : f64 to f32
      %197 = arith.addf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.rsqrt %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %92 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.subf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %96 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %94 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %97 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96, %arg18 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %98 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %arg19 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_40 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %99 = tensor.empty() : tensor<64x128xf32>
    %transposed_41 = linalg.transpose ins(%arg20 : tensor<128x64xf32>) outs(%99 : tensor<64x128xf32>) permutation = [1, 0] 
    %100 = tensor.empty() : tensor<16x128xf32>
    %101 = linalg.fill ins(%cst_0 : f32) outs(%100 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %102 = linalg.matmul ins(%collapsed_40, %transposed_41 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%101 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%102, %arg21 : tensor<16x128xf32>, tensor<128xf32>) outs(%100 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x128xf32>
    %expanded_42 = tensor.expand_shape %103 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %104 = tensor.empty() : tensor<1x16x128xf32>
    %105 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.mulf %in, %cst_13 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %106 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %107 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_6 : f64 to f32
      %197 = arith.mulf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x128xf32>
    %108 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %107 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %109 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_5 : f64 to f32
      %197 = arith.mulf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x128xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.tanh %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %111 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %cst_14 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %111 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_43 = tensor.collapse_shape %112 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %113 = tensor.empty() : tensor<128x64xf32>
    %transposed_44 = linalg.transpose ins(%arg22 : tensor<64x128xf32>) outs(%113 : tensor<128x64xf32>) permutation = [1, 0] 
    %114 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%114, %arg23 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_45 = tensor.expand_shape %115 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %116 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45, %98 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %117 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x16x64xf32>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %196 = arith.extf %in : f32 to f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %118 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%117 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_11 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %120 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117, %119 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.subf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %121 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120, %120 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.mulf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %122 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%121 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %123 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_11 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %124 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %196 = arith.truncf %in : f64 to f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%116 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %out : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.divf %in, %cst_12 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_8 : f64 to f32
      %197 = arith.addf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.rsqrt %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116, %126 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.subf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %130 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %128 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130, %arg8 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %132 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %arg9 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_46 = tensor.collapse_shape %132 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %133 = linalg.matmul ins(%collapsed_46, %transposed_20 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%133, %arg11 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %134 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_48 = linalg.transpose ins(%expanded_47 : tensor<1x16x2x32xf32>) outs(%51 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %135 = linalg.matmul ins(%collapsed_46, %transposed_23 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%135, %arg13 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_49 = tensor.expand_shape %136 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %137 = linalg.matmul ins(%collapsed_46, %transposed_25 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%137, %arg15 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_50 = tensor.expand_shape %138 [[0, 1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<16x64xf32> into tensor<1x16x2x32xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<1x16x2x32xf32>) outs(%51 : tensor<1x2x16x32xf32>) permutation = [0, 2, 1, 3] 
    %transposed_52 = linalg.transpose ins(%expanded_49 : tensor<1x16x2x32xf32>) outs(%56 : tensor<1x2x32x16xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_53 = tensor.collapse_shape %transposed_48 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %collapsed_54 = tensor.collapse_shape %transposed_52 [[0, 1], [2], [3]] : tensor<1x2x32x16xf32> into tensor<2x32x16xf32>
    %139 = linalg.batch_matmul ins(%collapsed_53, %collapsed_54 : tensor<2x16x32xf32>, tensor<2x32x16xf32>) outs(%58 : tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %expanded_55 = tensor.expand_shape %139 [[0, 1], [2], [3]] output_shape [1, 2, 16, 16] : tensor<2x16x16xf32> into tensor<1x2x16x16xf32>
    %140 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<1x2x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_7 : f64 to f32
      %197 = arith.mulf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x2x16x16xf32>
    %141 = linalg.generic {indexing_maps = [#map6, #map13, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %42 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x16xf32>
    %142:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%141 : tensor<1x2x16x16xf32>) outs(%66, %64 : tensor<1x2x16xf32>, tensor<1x2x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_67: i64):
      %196 = linalg.index 3 : index
      %197 = arith.index_cast %196 : index to i64
      %198 = arith.maximumf %in, %out : f32
      %199 = arith.cmpf ogt, %in, %out : f32
      %200 = arith.select %199, %197, %out_67 : i64
      linalg.yield %198, %200 : f32, i64
    } -> (tensor<1x2x16xf32>, tensor<1x2x16xi64>)
    %expanded_56 = tensor.expand_shape %142#0 [[0], [1], [2, 3]] output_shape [1, 2, 16, 1] : tensor<1x2x16xf32> into tensor<1x2x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_56 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.subf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x16xf32>
    %144 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x2x16x16xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.exp %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x16xf32>
    %145 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<1x2x16x16xf32>) outs(%71 : tensor<1x2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %out : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x1xf32>
    %146 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %145 : tensor<1x2x16x16xf32>, tensor<1x2x16x1xf32>) outs(%60 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.divf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x2x16x16xf32>
    %collapsed_57 = tensor.collapse_shape %146 [[0, 1], [2], [3]] : tensor<1x2x16x16xf32> into tensor<2x16x16xf32>
    %collapsed_58 = tensor.collapse_shape %transposed_51 [[0, 1], [2], [3]] : tensor<1x2x16x32xf32> into tensor<2x16x32xf32>
    %147 = linalg.batch_matmul ins(%collapsed_57, %collapsed_58 : tensor<2x16x16xf32>, tensor<2x16x32xf32>) outs(%75 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %expanded_59 = tensor.expand_shape %147 [[0, 1], [2], [3]] output_shape [1, 2, 16, 32] : tensor<2x16x32xf32> into tensor<1x2x16x32xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<1x2x16x32xf32>) outs(%77 : tensor<1x16x2x32xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_61 = tensor.collapse_shape %transposed_60 [[0, 1], [2, 3]] : tensor<1x16x2x32xf32> into tensor<16x64xf32>
    %148 = linalg.matmul ins(%collapsed_61, %transposed_38 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%148, %arg17 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_62 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %150 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_62 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %151 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x16x64xf32>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %196 = arith.extf %in : f32 to f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %152 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %153 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_11 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %154 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.subf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %155 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %154 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.mulf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %156 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %157 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_11 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %196 = arith.truncf %in : f64 to f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %159 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %out : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %160 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.divf %in, %cst_12 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %161 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_8 : f64 to f32
      %197 = arith.addf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x1xf32>
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.rsqrt %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %163 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %160 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.subf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %164 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %162 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %165 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg18 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg19 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %collapsed_63 = tensor.collapse_shape %166 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %167 = linalg.matmul ins(%collapsed_63, %transposed_41 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%101 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%167, %arg21 : tensor<16x128xf32>, tensor<128xf32>) outs(%100 : tensor<16x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x128xf32>
    %expanded_64 = tensor.expand_shape %168 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.mulf %in, %cst_13 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_6 : f64 to f32
      %197 = arith.mulf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x128xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_64, %171 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_5 : f64 to f32
      %197 = arith.mulf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x128xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.tanh %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %cst_14 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %175 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%104 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x128xf32>
    %collapsed_65 = tensor.collapse_shape %176 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %177 = linalg.matmul ins(%collapsed_65, %transposed_44 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%45 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map12, #map], iterator_types = ["parallel", "parallel"]} ins(%177, %arg23 : tensor<16x64xf32>, tensor<64xf32>) outs(%44 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<16x64xf32>
    %expanded_66 = tensor.expand_shape %178 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %179 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_66, %166 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %180 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x16x64xf32>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %196 = arith.extf %in : f32 to f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %181 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%180 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %182 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_11 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %183 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %182 : tensor<1x16x64xf64>, tensor<1x16x1xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.subf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %184 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %183 : tensor<1x16x64xf64>, tensor<1x16x64xf64>) outs(%82 : tensor<1x16x64xf64>) {
    ^bb0(%in: f64, %in_67: f64, %out: f64):
      %196 = arith.mulf %in, %in_67 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x64xf64>
    %185 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%184 : tensor<1x16x64xf64>) outs(%12 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.addf %in, %out : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %186 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x16x1xf64>) outs(%11 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %196 = arith.divf %in, %cst_11 : f64
      linalg.yield %196 : f64
    } -> tensor<1x16x1xf64>
    %187 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x16x1xf64>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %196 = arith.truncf %in : f64 to f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<1x16x64xf32>) outs(%21 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.addf %in, %out : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.divf %in, %cst_12 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %190 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = arith.truncf %cst_8 : f64 to f32
      %197 = arith.addf %in, %196 : f32
      linalg.yield %197 : f32
    } -> tensor<1x16x1xf32>
    %191 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x16x1xf32>) outs(%19 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %196 = math.rsqrt %in : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x1xf32>
    %192 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %189 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.subf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %193 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %191 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %194 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %arg8 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.mulf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    %195 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %arg9 : tensor<1x16x64xf32>, tensor<64xf32>) outs(%80 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_67: f32, %out: f32):
      %196 = arith.addf %in, %in_67 : f32
      linalg.yield %196 : f32
    } -> tensor<1x16x64xf32>
    return %195 : tensor<1x16x64xf32>
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

