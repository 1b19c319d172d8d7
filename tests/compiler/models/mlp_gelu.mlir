// mlp_gelu: torch-mlir FX import, weights as arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%arg0: tensor<4x16xf32>, %arg1: tensor<64x16xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<8x32xf32>, %arg8: tensor<8xf32>) -> tensor<4x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_2 = arith.constant 4.471500e-02 : f32
    %cst_3 = arith.constant 7.977240e-01 : f32
    %cst_4 = arith.constant 0.000000e+00 : f64
    %c0_i64 = arith.constant 0 : i64
    %cst_5 = arith.constant 0xFF800000 : f32
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant 1.41421354 : f32
    %cst_8 = arith.constant 3.200000e+01 : f64
    %cst_9 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<16x64xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<64x16xf32>) outs(%0 : tensor<16x64xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4x64xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<4x16xf32>, tensor<16x64xf32>) outs(%2 : tensor<4x64xf32>) -> tensor<4x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<4x64xf32>, tensor<64xf32>) outs(%1 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.addf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4x64xf32>) outs(%1 : tensor<4x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.divf %in, %cst_7 : f32
      %48 = math.erf %47 : f32
      %49 = arith.addf %48, %cst_0 : f32
      %50 = arith.mulf %49, %cst_1 : f32
      %51 = arith.mulf %in, %50 : f32
      linalg.yield %51 : f32
    } -> tensor<4x64xf32>
    %6 = tensor.empty() : tensor<64x32xf32>
    %transposed_10 = linalg.transpose ins(%arg3 : tensor<32x64xf32>) outs(%6 : tensor<64x32xf32>) permutation = [1, 0] 
    %7 = tensor.empty() : tensor<4x32xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %9 = linalg.matmul ins(%5, %transposed_10 : tensor<4x64xf32>, tensor<64x32xf32>) outs(%8 : tensor<4x32xf32>) -> tensor<4x32xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %arg4 : tensor<4x32xf32>, tensor<32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.addf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x32xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4x32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.fpowi %in, %c3_i64 : f32, i64
      %48 = arith.mulf %47, %cst_2 : f32
      %49 = arith.addf %in, %48 : f32
      %50 = arith.mulf %49, %cst_3 : f32
      %51 = math.tanh %50 : f32
      %52 = arith.addf %51, %cst_0 : f32
      %53 = arith.mulf %52, %cst_1 : f32
      %54 = arith.mulf %in, %53 : f32
      linalg.yield %54 : f32
    } -> tensor<4x32xf32>
    %12 = tensor.empty() : tensor<4x32xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x32xf32>) outs(%12 : tensor<4x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %47 = arith.extf %in : f32 to f64
      linalg.yield %47 : f64
    } -> tensor<4x32xf64>
    %14 = tensor.empty() : tensor<4x1xf64>
    %15 = linalg.fill ins(%cst_4 : f64) outs(%14 : tensor<4x1xf64>) -> tensor<4x1xf64>
    %16 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%13 : tensor<4x32xf64>) outs(%15 : tensor<4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.addf %in, %out : f64
      linalg.yield %47 : f64
    } -> tensor<4x1xf64>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<4x1xf64>) outs(%14 : tensor<4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.divf %in, %cst_8 : f64
      linalg.yield %47 : f64
    } -> tensor<4x1xf64>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %17 : tensor<4x32xf64>, tensor<4x1xf64>) outs(%12 : tensor<4x32xf64>) {
    ^bb0(%in: f64, %in_12: f64, %out: f64):
      %47 = arith.subf %in, %in_12 : f64
      linalg.yield %47 : f64
    } -> tensor<4x32xf64>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %18 : tensor<4x32xf64>, tensor<4x32xf64>) outs(%12 : tensor<4x32xf64>) {
    ^bb0(%in: f64, %in_12: f64, %out: f64):
      %47 = arith.mulf %in, %in_12 : f64
      linalg.yield %47 : f64
    } -> tensor<4x32xf64>
    %20 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<4x32xf64>) outs(%15 : tensor<4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.addf %in, %out : f64
      linalg.yield %47 : f64
    } -> tensor<4x1xf64>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<4x1xf64>) outs(%14 : tensor<4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %47 = arith.divf %in, %cst_8 : f64
      linalg.yield %47 : f64
    } -> tensor<4x1xf64>
    %22 = tensor.empty() : tensor<4x1xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<4x1xf64>) outs(%22 : tensor<4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %47 = arith.truncf %in : f64 to f32
      linalg.yield %47 : f32
    } -> tensor<4x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%22 : tensor<4x1xf32>) -> tensor<4x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%11 : tensor<4x32xf32>) outs(%24 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %in, %out : f32
      linalg.yield %47 : f32
    } -> tensor<4x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<4x1xf32>) outs(%22 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.divf %in, %cst_9 : f32
      linalg.yield %47 : f32
    } -> tensor<4x1xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<4x1xf32>) outs(%22 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.truncf %cst_6 : f64 to f32
      %48 = arith.addf %in, %47 : f32
      linalg.yield %48 : f32
    } -> tensor<4x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<4x1xf32>) outs(%22 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.rsqrt %in : f32
      linalg.yield %47 : f32
    } -> tensor<4x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %26 : tensor<4x32xf32>, tensor<4x1xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.subf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x32xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %28 : tensor<4x32xf32>, tensor<4x1xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.mulf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x32xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%30, %arg5 : tensor<4x32xf32>, tensor<32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.mulf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x32xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%31, %arg6 : tensor<4x32xf32>, tensor<32xf32>) outs(%7 : tensor<4x32xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.addf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x32xf32>
    %33 = tensor.empty() : tensor<32x8xf32>
    %transposed_11 = linalg.transpose ins(%arg7 : tensor<8x32xf32>) outs(%33 : tensor<32x8xf32>) permutation = [1, 0] 
    %34 = tensor.empty() : tensor<4x8xf32>
    %35 = linalg.fill ins(%cst : f32) outs(%34 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %36 = linalg.matmul ins(%32, %transposed_11 : tensor<4x32xf32>, tensor<32x8xf32>) outs(%35 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%36, %arg8 : tensor<4x8xf32>, tensor<8xf32>) outs(%34 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.addf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x8xf32>
    %38 = tensor.empty() : tensor<4xi64>
    %39 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<4xi64>) -> tensor<4xi64>
    %40 = tensor.empty() : tensor<4xf32>
    %41 = linalg.fill ins(%cst_5 : f32) outs(%40 : tensor<4xf32>) -> tensor<4xf32>
    %42:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%37 : tensor<4x8xf32>) outs(%41, %39 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%in: f32, %out: f32, %out_12: i64):
      %47 = linalg.index 1 : index
      %48 = arith.index_cast %47 : index to i64
      %49 = arith.maximumf %in, %out : f32
      %50 = arith.cmpf ogt, %in, %out : f32
      %51 = arith.select %50, %48, %out_12 : i64
      linalg.yield %49, %51 : f32, i64
    } -> (tensor<4xf32>, tensor<4xi64>)
    %expanded = tensor.expand_shape %42#0 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%37, %expanded : tensor<4x8xf32>, tensor<4x1xf32>) outs(%34 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.subf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x8xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<4x8xf32>) outs(%34 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = math.exp %in : f32
      linalg.yield %47 : f32
    } -> tensor<4x8xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%44 : tensor<4x8xf32>) outs(%24 : tensor<4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %47 = arith.addf %in, %out : f32
      linalg.yield %47 : f32
    } -> tensor<4x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<4x8xf32>, tensor<4x1xf32>) outs(%34 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %47 = arith.divf %in, %in_12 : f32
      linalg.yield %47 : f32
    } -> tensor<4x8xf32>
    return %46 : tensor<4x8xf32>
  }
}
