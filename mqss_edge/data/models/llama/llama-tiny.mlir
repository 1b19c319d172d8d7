// models-v1/llama-tiny: Llama decoder: RMSNorm, rotary embeddings, grouped-query attention, SwiGLU
// transformers LlamaConfig -> AutoModel, inputs 1x16xi64; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 20 function arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @main(%arg0: tensor<1x16xi64>, %arg1: tensor<256x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<128x64xf32>, %arg7: tensor<128x64xf32>, %arg8: tensor<64x128xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x64xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<32x64xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<64x128xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>) -> tensor<1x16x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 9.9999999999999995E-7 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %true = arith.constant true
    %cst_7 = arith.constant 6.400000e+01 : f32
    %cst_8 = arith.constant 2.500000e-01 : f32
    %0 = tensor.empty() : tensor<1x16x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16xi64>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %144 = arith.index_cast %in : i64 to index
      %145 = linalg.index 2 : index
      %146 = arith.cmpi slt, %144, %c256 : index
      cf.assert %146, "index must be smaller than dim size"
      %147 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %147, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%144, %145] : tensor<256x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x16x64xf32>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %144 = linalg.index 0 : index
      %145 = arith.index_cast %144 : index to i64
      linalg.yield %145 : i64
    } -> tensor<16xi64>
    %4 = tensor.empty() : tensor<1xi64>
    %5 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%4 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_9 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_10 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %6 = tensor.empty() : tensor<1x1x16x16xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10, %expanded_9 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      %144 = arith.cmpi sle, %in, %in_85 : i64
      linalg.yield %144 : i1
    } -> tensor<1x1x16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %7 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %144 = arith.andi %in, %in_85 : i1
      linalg.yield %144 : i1
    } -> tensor<1x1x16x16xi1>
    %9 = tensor.empty() : tensor<1x1x1x16xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<1x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%9 : tensor<1x1x1x16xi1>) {
    ^bb0(%in: i64, %in_85: i64, %out: i1):
      linalg.yield %true : i1
    } -> tensor<1x1x1x16xi1>
    %11 = linalg.generic {indexing_maps = [#map5, #map3, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %10 : tensor<1x1x16x16xi1>, tensor<1x1x1x16xi1>) outs(%6 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_85: i1, %out: i1):
      %144 = arith.andi %in, %in_85 : i1
      linalg.yield %144 : i1
    } -> tensor<1x1x16x16xi1>
    %12 = tensor.empty() : tensor<1x1x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %cst_3, %cst_2 : tensor<1x1x16x16xi1>, tensor<f32>, tensor<f32>) outs(%12 : tensor<1x1x16x16xf32>) {
    ^bb0(%in: i1, %in_85: f32, %in_86: f32, %out: f32):
      %144 = arith.select %in, %in_85, %in_86 : f32
      linalg.yield %144 : f32
    } -> tensor<1x1x16x16xf32>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 16, 1] : tensor<16xi64> into tensor<1x16x1xi64>
    %14 = tensor.empty() : tensor<1x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<1x16x1xi64>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %144 = arith.sitofp %in : i64 to f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %16 = tensor.empty() : tensor<1x16x8xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_6 : tensor<1x16x1xf32>, tensor<8xf32>) outs(%16 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x8xf32>
    %concat = tensor.concat dim(2) %17, %17 : (tensor<1x16x8xf32>, tensor<1x16x8xf32>) -> tensor<1x16x16xf32>
    %18 = tensor.empty() : tensor<1x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x16xf32>) outs(%18 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.cos %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x16xf32>) outs(%18 : tensor<1x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.sin %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%21 : tensor<1x16x64xf32>) outs(%22 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_7 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_5 : f64 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %26 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %28 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9, %27 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %29 = tensor.empty() : tensor<64x64xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<64x64xf32>) outs(%29 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %28 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %30 = tensor.empty() : tensor<16x64xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %32 = linalg.matmul ins(%collapsed, %transposed : tensor<16x64xf32>, tensor<64x64xf32>) outs(%31 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_12 = tensor.expand_shape %32 [[0, 1], [2, 3]] output_shape [1, 16, 4, 16] : tensor<16x64xf32> into tensor<1x16x4x16xf32>
    %33 = tensor.empty() : tensor<1x4x16x16xf32>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<1x16x4x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %34 = tensor.empty() : tensor<64x32xf32>
    %transposed_14 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%34 : tensor<64x32xf32>) permutation = [1, 0] 
    %35 = tensor.empty() : tensor<16x32xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %37 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_15 = tensor.expand_shape %37 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %38 = tensor.empty() : tensor<1x2x16x16xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x16x2x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg4 : tensor<32x64xf32>) outs(%34 : tensor<64x32xf32>) permutation = [1, 0] 
    %39 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_18 = tensor.expand_shape %39 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x16x2x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_20 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, 16, 16] : tensor<1x16x16xf32> into tensor<1x1x16x16xf32>
    %expanded_21 = tensor.expand_shape %20 [[0], [1, 2], [3]] output_shape [1, 1, 16, 16] : tensor<1x16x16xf32> into tensor<1x1x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_13, %expanded_20 : tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %extracted_slice = tensor.extract_slice %transposed_13[0, 0, 0, 0] [1, 4, 16, 8] [1, 1, 1, 1] : tensor<1x4x16x16xf32> to tensor<1x4x16x8xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_13[0, 0, 0, 8] [1, 4, 16, 8] [1, 1, 1, 1] : tensor<1x4x16x16xf32> to tensor<1x4x16x8xf32>
    %41 = tensor.empty() : tensor<1x4x16x8xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_22 : tensor<1x4x16x8xf32>) outs(%41 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.negf %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x8xf32>
    %concat_23 = tensor.concat dim(3) %42, %extracted_slice : (tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>) -> tensor<1x4x16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %expanded_21 : tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %43 : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_20 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x2x16x16xf32>
    %extracted_slice_24 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 2, 16, 8] [1, 1, 1, 1] : tensor<1x2x16x16xf32> to tensor<1x2x16x8xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 8] [1, 2, 16, 8] [1, 1, 1, 1] : tensor<1x2x16x16xf32> to tensor<1x2x16x8xf32>
    %46 = tensor.empty() : tensor<1x2x16x8xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<1x2x16x8xf32>) outs(%46 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.negf %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x2x16x8xf32>
    %concat_26 = tensor.concat dim(3) %47, %extracted_slice_24 : (tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>) -> tensor<1x2x16x16xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_21 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x2x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %48 : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x2x16x16xf32>
    %50 = tensor.empty() : tensor<1x2x2x16x16xf32>
    %51 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x2x16x16xf32>) outs(%50 : tensor<1x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x16x16xf32>
    %collapsed_27 = tensor.collapse_shape %51 [[0], [1, 2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<1x4x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19 : tensor<1x2x16x16xf32>) outs(%50 : tensor<1x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x16x16xf32>
    %transposed_28 = linalg.transpose ins(%collapsed_27 : tensor<1x4x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_29 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_30 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %53 = tensor.empty() : tensor<4x16x16xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %55 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_31 = tensor.expand_shape %55 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31 : tensor<1x4x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.mulf %in, %cst_8 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %13 : tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %58 = tensor.empty() : tensor<1x4x16xi64>
    %59 = linalg.fill ins(%c0_i64 : i64) outs(%58 : tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %60 = tensor.empty() : tensor<1x4x16xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %62:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%57 : tensor<1x4x16x16xf32>) outs(%61, %59 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_85: i64):
      %144 = linalg.index 3 : index
      %145 = arith.index_cast %144 : index to i64
      %146 = arith.maximumf %in, %out : f32
      %147 = arith.cmpf ogt, %in, %out : f32
      %148 = arith.select %147, %145, %out_85 : i64
      linalg.yield %146, %148 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_32 = tensor.expand_shape %62#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_32 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.subf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x4x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.exp %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %65 = tensor.empty() : tensor<1x4x16x1xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %67 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x4x16x16xf32>) outs(%66 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %67 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.divf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_33 = tensor.collapse_shape %68 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_34 = tensor.collapse_shape %52 [[0, 1, 2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<4x16x16xf32>
    %69 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_35 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %70 = tensor.empty() : tensor<1x16x4x16xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x4x16x16xf32>) outs(%70 : tensor<1x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_37 = linalg.transpose ins(%arg5 : tensor<64x64xf32>) outs(%29 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_38 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<1x16x4x16xf32> into tensor<16x64xf32>
    %71 = linalg.matmul ins(%collapsed_38, %transposed_37 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%31 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_39 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_39 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x16x64xf32>) outs(%22 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_7 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_5 : f64 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %77 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %79 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %78 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %80 = tensor.empty() : tensor<64x128xf32>
    %transposed_40 = linalg.transpose ins(%arg6 : tensor<128x64xf32>) outs(%80 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %79 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %81 = tensor.empty() : tensor<16x128xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %83 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%82 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_42 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %84 = tensor.empty() : tensor<1x16x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42 : tensor<1x16x128xf32>) outs(%84 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.negf %in : f32
      %145 = math.exp %144 : f32
      %146 = arith.addf %145, %cst_1 : f32
      %147 = arith.divf %cst_1, %146 : f32
      linalg.yield %147 : f32
    } -> tensor<1x16x128xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %85 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%84 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x128xf32>
    %transposed_43 = linalg.transpose ins(%arg7 : tensor<128x64xf32>) outs(%80 : tensor<64x128xf32>) permutation = [1, 0] 
    %87 = linalg.matmul ins(%collapsed_41, %transposed_43 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%82 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_44 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_44 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%84 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x128xf32>
    %89 = tensor.empty() : tensor<128x64xf32>
    %transposed_45 = linalg.transpose ins(%arg8 : tensor<64x128xf32>) outs(%89 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %90 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%31 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_47 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %expanded_47 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%92 : tensor<1x16x64xf32>) outs(%22 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_7 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_5 : f64 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %96 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %98 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %97 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %transposed_48 = linalg.transpose ins(%arg11 : tensor<64x64xf32>) outs(%29 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %98 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %99 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%31 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_50 = tensor.expand_shape %99 [[0, 1], [2, 3]] output_shape [1, 16, 4, 16] : tensor<16x64xf32> into tensor<1x16x4x16xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<1x16x4x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_52 = linalg.transpose ins(%arg12 : tensor<32x64xf32>) outs(%34 : tensor<64x32xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_49, %transposed_52 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_53 = tensor.expand_shape %100 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<1x16x2x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%arg13 : tensor<32x64xf32>) outs(%34 : tensor<64x32xf32>) permutation = [1, 0] 
    %101 = linalg.matmul ins(%collapsed_49, %transposed_55 : tensor<16x64xf32>, tensor<64x32xf32>) outs(%36 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %expanded_56 = tensor.expand_shape %101 [[0, 1], [2, 3]] output_shape [1, 16, 2, 16] : tensor<16x32xf32> into tensor<1x16x2x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x16x2x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) permutation = [0, 2, 1, 3] 
    %102 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_51, %expanded_20 : tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %extracted_slice_58 = tensor.extract_slice %transposed_51[0, 0, 0, 0] [1, 4, 16, 8] [1, 1, 1, 1] : tensor<1x4x16x16xf32> to tensor<1x4x16x8xf32>
    %extracted_slice_59 = tensor.extract_slice %transposed_51[0, 0, 0, 8] [1, 4, 16, 8] [1, 1, 1, 1] : tensor<1x4x16x16xf32> to tensor<1x4x16x8xf32>
    %103 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_59 : tensor<1x4x16x8xf32>) outs(%41 : tensor<1x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.negf %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x8xf32>
    %concat_60 = tensor.concat dim(3) %103, %extracted_slice_58 : (tensor<1x4x16x8xf32>, tensor<1x4x16x8xf32>) -> tensor<1x4x16x16xf32>
    %104 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_60, %expanded_21 : tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %104 : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54, %expanded_20 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x2x16x16xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_54[0, 0, 0, 0] [1, 2, 16, 8] [1, 1, 1, 1] : tensor<1x2x16x16xf32> to tensor<1x2x16x8xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_54[0, 0, 0, 8] [1, 2, 16, 8] [1, 1, 1, 1] : tensor<1x2x16x16xf32> to tensor<1x2x16x8xf32>
    %107 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<1x2x16x8xf32>) outs(%46 : tensor<1x2x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.negf %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x2x16x8xf32>
    %concat_63 = tensor.concat dim(3) %107, %extracted_slice_61 : (tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>) -> tensor<1x2x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_63, %expanded_21 : tensor<1x2x16x16xf32>, tensor<1x1x16x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x2x16x16xf32>
    %109 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %108 : tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>) outs(%38 : tensor<1x2x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x2x16x16xf32>
    %110 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x2x16x16xf32>) outs(%50 : tensor<1x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x16x16xf32>
    %collapsed_64 = tensor.collapse_shape %110 [[0], [1, 2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<1x4x16x16xf32>
    %111 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57 : tensor<1x2x16x16xf32>) outs(%50 : tensor<1x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x16x16xf32>
    %transposed_65 = linalg.transpose ins(%collapsed_64 : tensor<1x4x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed_66 = tensor.collapse_shape %105 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_67 = tensor.collapse_shape %transposed_65 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %112 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_68 = tensor.expand_shape %112 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<1x4x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.mulf %in, %cst_8 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %114 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %13 : tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %115:2 = linalg.generic {indexing_maps = [#map5, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%114 : tensor<1x4x16x16xf32>) outs(%61, %59 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_85: i64):
      %144 = linalg.index 3 : index
      %145 = arith.index_cast %144 : index to i64
      %146 = arith.maximumf %in, %out : f32
      %147 = arith.cmpf ogt, %in, %out : f32
      %148 = arith.select %147, %145, %out_85 : i64
      linalg.yield %146, %148 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_69 = tensor.expand_shape %115#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %116 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_69 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.subf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %117 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x4x16x16xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.exp %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%117 : tensor<1x4x16x16xf32>) outs(%66 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %118 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%33 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.divf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x4x16x16xf32>
    %collapsed_70 = tensor.collapse_shape %119 [[0, 1], [2], [3]] : tensor<1x4x16x16xf32> into tensor<4x16x16xf32>
    %collapsed_71 = tensor.collapse_shape %111 [[0, 1, 2], [3], [4]] : tensor<1x2x2x16x16xf32> into tensor<4x16x16xf32>
    %120 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<4x16x16xf32>, tensor<4x16x16xf32>) outs(%54 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_72 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xf32> into tensor<1x4x16x16xf32>
    %transposed_73 = linalg.transpose ins(%expanded_72 : tensor<1x4x16x16xf32>) outs(%70 : tensor<1x16x4x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg14 : tensor<64x64xf32>) outs(%29 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<1x16x4x16xf32> into tensor<16x64xf32>
    %121 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<16x64xf32>, tensor<64x64xf32>) outs(%31 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_76 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %expanded_76 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<1x16x64xf32>) outs(%22 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_7 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_5 : f64 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %127 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %129 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %128 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %transposed_77 = linalg.transpose ins(%arg15 : tensor<128x64xf32>) outs(%80 : tensor<64x128xf32>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %129 [[0, 1], [2]] : tensor<1x16x64xf32> into tensor<16x64xf32>
    %130 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%82 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_79 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<1x16x128xf32>) outs(%84 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.negf %in : f32
      %145 = math.exp %144 : f32
      %146 = arith.addf %145, %cst_1 : f32
      %147 = arith.divf %cst_1, %146 : f32
      linalg.yield %147 : f32
    } -> tensor<1x16x128xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79, %131 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%84 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x128xf32>
    %transposed_80 = linalg.transpose ins(%arg16 : tensor<128x64xf32>) outs(%80 : tensor<64x128xf32>) permutation = [1, 0] 
    %133 = linalg.matmul ins(%collapsed_78, %transposed_80 : tensor<16x64xf32>, tensor<64x128xf32>) outs(%82 : tensor<16x128xf32>) -> tensor<16x128xf32>
    %expanded_81 = tensor.expand_shape %133 [[0, 1], [2]] output_shape [1, 16, 128] : tensor<16x128xf32> into tensor<1x16x128xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %expanded_81 : tensor<1x16x128xf32>, tensor<1x16x128xf32>) outs(%84 : tensor<1x16x128xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x128xf32>
    %transposed_82 = linalg.transpose ins(%arg17 : tensor<64x128xf32>) outs(%89 : tensor<128x64xf32>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<1x16x128xf32> into tensor<16x128xf32>
    %135 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<16x128xf32>, tensor<128x64xf32>) outs(%31 : tensor<16x64xf32>) -> tensor<16x64xf32>
    %expanded_84 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [1, 16, 64] : tensor<16x64xf32> into tensor<1x16x64xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %expanded_84 : tensor<1x16x64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.addf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<1x16x64xf32>) outs(%22 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.addf %in, %out : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.divf %in, %cst_7 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = arith.truncf %cst_5 : f64 to f32
      %145 = arith.addf %in, %144 : f32
      linalg.yield %145 : f32
    } -> tensor<1x16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x16x1xf32>) outs(%14 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %144 = math.rsqrt %in : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %141 : tensor<1x16x64xf32>, tensor<1x16x1xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    %143 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %142 : tensor<64xf32>, tensor<1x16x64xf32>) outs(%0 : tensor<1x16x64xf32>) {
    ^bb0(%in: f32, %in_85: f32, %out: f32):
      %144 = arith.mulf %in, %in_85 : f32
      linalg.yield %144 : f32
    } -> tensor<1x16x64xf32>
    return %143 : tensor<1x16x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}

