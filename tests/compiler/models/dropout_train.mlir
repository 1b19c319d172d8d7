// dropout_train: torch-mlir FX import, weights as arguments
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> ()>
module {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8xf32>) -> tensor<4x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %c32_i64 = arith.constant 32 : i64
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant dense<5.000000e-01> : tensor<f64>
    %cst_2 = arith.constant 5.4210107999999998E-20 : f64
    %cst_3 = arith.constant 5.000000e-01 : f32
    %c6364136223846793005_i64 = arith.constant 6364136223846793005 : i64
    %c1442695040888963407_i64 = arith.constant 1442695040888963407 : i64
    %0 = tensor.empty() : tensor<8x8xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4x8xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<4x8xf32>, tensor<8x8xf32>) outs(%2 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<4x8xf32>, tensor<8xf32>) outs(%1 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %14 = arith.addf %in, %in_4 : f32
      linalg.yield %14 : f32
    } -> tensor<4x8xf32>
    %global_seed = ml_program.global_load @global_seed : tensor<i64>
    %extracted = tensor.extract %global_seed[] : tensor<i64>
    %5 = arith.muli %extracted, %c6364136223846793005_i64 : i64
    %6 = arith.addi %5, %c1442695040888963407_i64 : i64
    %inserted = tensor.insert %6 into %global_seed[] : tensor<i64>
    ml_program.global_store @global_seed = %inserted : tensor<i64>
    %7 = tensor.empty() : tensor<4x8xf64>
    %8 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%7 : tensor<4x8xf64>) {
    ^bb0(%out: f64):
      %14 = linalg.index 0 : index
      %15 = arith.index_cast %14 : index to i64
      %16 = linalg.index 1 : index
      %17 = arith.index_cast %16 : index to i64
      %18 = arith.muli %15, %c8_i64 : i64
      %19 = arith.addi %18, %17 : i64
      %20 = arith.muli %19, %6 : i64
      %21 = arith.addi %20, %6 : i64
      %22 = arith.muli %20, %20 : i64
      %23 = arith.addi %22, %20 : i64
      %24 = arith.shli %23, %c32_i64 : i64
      %25 = arith.shrui %23, %c32_i64 : i64
      %26 = arith.ori %24, %25 : i64
      %27 = arith.muli %26, %26 : i64
      %28 = arith.addi %27, %21 : i64
      %29 = arith.shli %28, %c32_i64 : i64
      %30 = arith.shrui %28, %c32_i64 : i64
      %31 = arith.ori %29, %30 : i64
      %32 = arith.muli %31, %31 : i64
      %33 = arith.addi %32, %20 : i64
      %34 = arith.shli %33, %c32_i64 : i64
      %35 = arith.shrui %33, %c32_i64 : i64
      %36 = arith.ori %34, %35 : i64
      %37 = arith.muli %36, %36 : i64
      %38 = arith.addi %37, %21 : i64
      %39 = arith.shli %38, %c32_i64 : i64
      %40 = arith.shrui %38, %c32_i64 : i64
      %41 = arith.ori %39, %40 : i64
      %42 = arith.muli %41, %41 : i64
      %43 = arith.addi %42, %20 : i64
      %44 = arith.shrui %43, %c32_i64 : i64
      %45 = arith.xori %38, %44 : i64
      %46 = arith.uitofp %45 : i64 to f64
      %47 = arith.mulf %46, %cst_2 : f64
      %48 = arith.addf %47, %cst_0 : f64
      linalg.yield %48 : f64
    } -> tensor<4x8xf64>
    %9 = tensor.empty() : tensor<4x8xi1>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_1 : tensor<4x8xf64>, tensor<f64>) outs(%9 : tensor<4x8xi1>) {
    ^bb0(%in: f64, %in_4: f64, %out: i1):
      %14 = arith.cmpf olt, %in, %in_4 : f64
      linalg.yield %14 : i1
    } -> tensor<4x8xi1>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4x8xi1>) outs(%1 : tensor<4x8xf32>) {
    ^bb0(%in: i1, %out: f32):
      %14 = arith.uitofp %in : i1 to f32
      linalg.yield %14 : f32
    } -> tensor<4x8xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %4 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %14 = arith.mulf %in, %in_4 : f32
      linalg.yield %14 : f32
    } -> tensor<4x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<4x8xf32>) outs(%1 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %14 = arith.divf %in, %cst_3 : f32
      linalg.yield %14 : f32
    } -> tensor<4x8xf32>
    return %13 : tensor<4x8xf32>
  }
}
