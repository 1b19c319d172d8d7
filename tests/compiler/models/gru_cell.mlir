// gru_cell: torch-mlir FX import, weights as arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<2x16xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<96x16xf32>, %arg3: tensor<96x32xf32>, %arg4: tensor<96xf32>, %arg5: tensor<96xf32>) -> tensor<2x32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x96xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<96x16xf32>) outs(%0 : tensor<16x96xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<2x96xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<2x16xf32>, tensor<16x96xf32>) outs(%2 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg4 : tensor<2x96xf32>, tensor<96xf32>) outs(%1 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.addf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x96xf32>
    %extracted_slice = tensor.extract_slice %4[0, 0] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_1 = tensor.extract_slice %4[0, 32] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_2 = tensor.extract_slice %4[0, 64] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %5 = tensor.empty() : tensor<32x96xf32>
    %transposed_3 = linalg.transpose ins(%arg3 : tensor<96x32xf32>) outs(%5 : tensor<32x96xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%arg1, %transposed_3 : tensor<2x32xf32>, tensor<32x96xf32>) outs(%2 : tensor<2x96xf32>) -> tensor<2x96xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %arg5 : tensor<2x96xf32>, tensor<96xf32>) outs(%1 : tensor<2x96xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.addf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x96xf32>
    %extracted_slice_4 = tensor.extract_slice %7[0, 0] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_5 = tensor.extract_slice %7[0, 32] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %extracted_slice_6 = tensor.extract_slice %7[0, 64] [2, 32] [1, 1] : tensor<2x96xf32> to tensor<2x32xf32>
    %8 = tensor.empty() : tensor<2x32xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_4, %extracted_slice : tensor<2x32xf32>, tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.addf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.negf %in : f32
      %20 = math.exp %19 : f32
      %21 = arith.addf %20, %cst_0 : f32
      %22 = arith.divf %cst_0, %21 : f32
      linalg.yield %22 : f32
    } -> tensor<2x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_5, %extracted_slice_1 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.addf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = arith.negf %in : f32
      %20 = math.exp %19 : f32
      %21 = arith.addf %20, %cst_0 : f32
      %22 = arith.divf %cst_0, %21 : f32
      linalg.yield %22 : f32
    } -> tensor<2x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_6, %10 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.mulf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_2, %13 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.addf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %19 = math.tanh %in : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %15 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.subf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %12 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.mulf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %15 : tensor<2x32xf32>, tensor<2x32xf32>) outs(%8 : tensor<2x32xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %19 = arith.addf %in, %in_7 : f32
      linalg.yield %19 : f32
    } -> tensor<2x32xf32>
    return %18 : tensor<2x32xf32>
  }
}
