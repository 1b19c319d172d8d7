// models-v1/mlp-4layer: 4-layer ReLU MLP with softmax, batch 8
// torch.nn, inputs 8x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 8 function arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @main(%arg0: tensor<8x64xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<128x256xf32>, %arg6: tensor<128xf32>, %arg7: tensor<10x128xf32>, %arg8: tensor<10xf32>) -> tensor<8x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<64x256xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<256x64xf32>) outs(%0 : tensor<64x256xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x256xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<8x64xf32>, tensor<64x256xf32>) outs(%2 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<8x256xf32>, tensor<256xf32>) outs(%1 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %32 = arith.addf %in, %in_4 : f32
      linalg.yield %32 : f32
    } -> tensor<8x256xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8x256xf32>) outs(%1 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.cmpf ugt, %in, %cst : f32
      %33 = arith.select %32, %in, %cst : f32
      linalg.yield %33 : f32
    } -> tensor<8x256xf32>
    %6 = tensor.empty() : tensor<256x256xf32>
    %transposed_1 = linalg.transpose ins(%arg3 : tensor<256x256xf32>) outs(%6 : tensor<256x256xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%5, %transposed_1 : tensor<8x256xf32>, tensor<256x256xf32>) outs(%2 : tensor<8x256xf32>) -> tensor<8x256xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %arg4 : tensor<8x256xf32>, tensor<256xf32>) outs(%1 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %32 = arith.addf %in, %in_4 : f32
      linalg.yield %32 : f32
    } -> tensor<8x256xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x256xf32>) outs(%1 : tensor<8x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.cmpf ugt, %in, %cst : f32
      %33 = arith.select %32, %in, %cst : f32
      linalg.yield %33 : f32
    } -> tensor<8x256xf32>
    %10 = tensor.empty() : tensor<256x128xf32>
    %transposed_2 = linalg.transpose ins(%arg5 : tensor<128x256xf32>) outs(%10 : tensor<256x128xf32>) permutation = [1, 0] 
    %11 = tensor.empty() : tensor<8x128xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %13 = linalg.matmul ins(%9, %transposed_2 : tensor<8x256xf32>, tensor<256x128xf32>) outs(%12 : tensor<8x128xf32>) -> tensor<8x128xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %arg6 : tensor<8x128xf32>, tensor<128xf32>) outs(%11 : tensor<8x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %32 = arith.addf %in, %in_4 : f32
      linalg.yield %32 : f32
    } -> tensor<8x128xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<8x128xf32>) outs(%11 : tensor<8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.cmpf ugt, %in, %cst : f32
      %33 = arith.select %32, %in, %cst : f32
      linalg.yield %33 : f32
    } -> tensor<8x128xf32>
    %16 = tensor.empty() : tensor<128x10xf32>
    %transposed_3 = linalg.transpose ins(%arg7 : tensor<10x128xf32>) outs(%16 : tensor<128x10xf32>) permutation = [1, 0] 
    %17 = tensor.empty() : tensor<8x10xf32>
    %18 = linalg.fill ins(%cst : f32) outs(%17 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %19 = linalg.matmul ins(%15, %transposed_3 : tensor<8x128xf32>, tensor<128x10xf32>) outs(%18 : tensor<8x10xf32>) -> tensor<8x10xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %arg8 : tensor<8x10xf32>, tensor<10xf32>) outs(%17 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %32 = arith.addf %in, %in_4 : f32
      linalg.yield %32 : f32
    } -> tensor<8x10xf32>
    %21 = tensor.empty() : tensor<8xi64>
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<8xi64>) -> tensor<8xi64>
    %23 = tensor.empty() : tensor<8xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<8xf32>) -> tensor<8xf32>
    %25:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<8x10xf32>) outs(%24, %22 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_4: i64):
      %32 = linalg.index 1 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = arith.maximumf %in, %out : f32
      %35 = arith.cmpf ogt, %in, %out : f32
      %36 = arith.select %35, %33, %out_4 : i64
      linalg.yield %34, %36 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %25#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %expanded : tensor<8x10xf32>, tensor<8x1xf32>) outs(%17 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %32 = arith.subf %in, %in_4 : f32
      linalg.yield %32 : f32
    } -> tensor<8x10xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x10xf32>) outs(%17 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.exp %in : f32
      linalg.yield %32 : f32
    } -> tensor<8x10xf32>
    %28 = tensor.empty() : tensor<8x1xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map3], iterator_types = ["parallel", "reduction"]} ins(%27 : tensor<8x10xf32>) outs(%29 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<8x1xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%27, %30 : tensor<8x10xf32>, tensor<8x1xf32>) outs(%17 : tensor<8x10xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %32 = arith.divf %in, %in_4 : f32
      linalg.yield %32 : f32
    } -> tensor<8x10xf32>
    return %31 : tensor<8x10xf32>
  }
}

