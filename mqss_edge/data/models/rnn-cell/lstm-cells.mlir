// models-v1/lstm-cells: two stacked LSTMCells, one time step (zero cell state)
// torch.nn, inputs 1x32xf32 1x64xf32 1x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 8 function arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x32xf32>, %arg1: tensor<1x64xf32>, %arg2: tensor<1x64xf32>, %arg3: tensor<256x32xf32>, %arg4: tensor<256x64xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x64xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256xf32>) -> (tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x64xf32>
    %0 = tensor.empty() : tensor<64x256xf32>
    %transposed = linalg.transpose ins(%arg4 : tensor<256x64xf32>) outs(%0 : tensor<64x256xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<1x256xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %3 = linalg.matmul ins(%arg1, %transposed : tensor<1x64xf32>, tensor<64x256xf32>) outs(%2 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg6 : tensor<1x256xf32>, tensor<256xf32>) outs(%1 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.addf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x256xf32>
    %5 = tensor.empty() : tensor<32x256xf32>
    %transposed_2 = linalg.transpose ins(%arg3 : tensor<256x32xf32>) outs(%5 : tensor<32x256xf32>) permutation = [1, 0] 
    %6 = linalg.matmul ins(%arg0, %transposed_2 : tensor<1x32xf32>, tensor<32x256xf32>) outs(%2 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %arg5 : tensor<1x256xf32>, tensor<256xf32>) outs(%1 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.addf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x256xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %7 : tensor<1x256xf32>, tensor<1x256xf32>) outs(%1 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.addf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x256xf32>
    %extracted_slice = tensor.extract_slice %8[0, 0] [1, 64] [1, 1] : tensor<1x256xf32> to tensor<1x64xf32>
    %extracted_slice_3 = tensor.extract_slice %8[0, 64] [1, 64] [1, 1] : tensor<1x256xf32> to tensor<1x64xf32>
    %extracted_slice_4 = tensor.extract_slice %8[0, 128] [1, 64] [1, 1] : tensor<1x256xf32> to tensor<1x64xf32>
    %extracted_slice_5 = tensor.extract_slice %8[0, 192] [1, 64] [1, 1] : tensor<1x256xf32> to tensor<1x64xf32>
    %9 = tensor.empty() : tensor<1x64xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.negf %in : f32
      %34 = math.exp %33 : f32
      %35 = arith.addf %34, %cst_0 : f32
      %36 = arith.divf %cst_0, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_3 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.negf %in : f32
      %34 = math.exp %33 : f32
      %35 = arith.addf %34, %cst_0 : f32
      %36 = arith.divf %cst_0, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x64xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_4 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.tanh %in : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_5 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.negf %in : f32
      %34 = math.exp %33 : f32
      %35 = arith.addf %34, %cst_0 : f32
      %36 = arith.divf %cst_0, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x64xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_1 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.mulf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %12 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.mulf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %15 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.addf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.tanh %in : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %17 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.mulf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %transposed_6 = linalg.transpose ins(%arg8 : tensor<256x64xf32>) outs(%0 : tensor<64x256xf32>) permutation = [1, 0] 
    %19 = linalg.matmul ins(%arg2, %transposed_6 : tensor<1x64xf32>, tensor<64x256xf32>) outs(%2 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %arg10 : tensor<1x256xf32>, tensor<256xf32>) outs(%1 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.addf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x256xf32>
    %transposed_7 = linalg.transpose ins(%arg7 : tensor<256x64xf32>) outs(%0 : tensor<64x256xf32>) permutation = [1, 0] 
    %21 = linalg.matmul ins(%18, %transposed_7 : tensor<1x64xf32>, tensor<64x256xf32>) outs(%2 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %arg9 : tensor<1x256xf32>, tensor<256xf32>) outs(%1 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.addf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x256xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %22 : tensor<1x256xf32>, tensor<1x256xf32>) outs(%1 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.addf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x256xf32>
    %extracted_slice_8 = tensor.extract_slice %23[0, 0] [1, 64] [1, 1] : tensor<1x256xf32> to tensor<1x64xf32>
    %extracted_slice_9 = tensor.extract_slice %23[0, 64] [1, 64] [1, 1] : tensor<1x256xf32> to tensor<1x64xf32>
    %extracted_slice_10 = tensor.extract_slice %23[0, 128] [1, 64] [1, 1] : tensor<1x256xf32> to tensor<1x64xf32>
    %extracted_slice_11 = tensor.extract_slice %23[0, 192] [1, 64] [1, 1] : tensor<1x256xf32> to tensor<1x64xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_8 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.negf %in : f32
      %34 = math.exp %33 : f32
      %35 = arith.addf %34, %cst_0 : f32
      %36 = arith.divf %cst_0, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x64xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_9 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.negf %in : f32
      %34 = math.exp %33 : f32
      %35 = arith.addf %34, %cst_0 : f32
      %36 = arith.divf %cst_0, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x64xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_10 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.tanh %in : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_11 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.negf %in : f32
      %34 = math.exp %33 : f32
      %35 = arith.addf %34, %cst_0 : f32
      %36 = arith.divf %cst_0, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x64xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_1 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.mulf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.mulf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%28, %29 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.addf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%30 : tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.tanh %in : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %31 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%9 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %33 = arith.mulf %in, %in_12 : f32
      linalg.yield %33 : f32
    } -> tensor<1x64xf32>
    return %18, %16, %32, %30 : tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>, tensor<1x64xf32>
  }
}

