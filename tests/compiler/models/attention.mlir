// attention: torch-mlir FX import, weights as arguments
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1) -> (d0, 0)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2) -> ()>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @main(%arg0: tensor<1x8x32xf32>, %arg1: tensor<96x32xf32>, %arg2: tensor<96xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>) -> (tensor<1x8x32xf32>, tensor<1x8x8xf32>) {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = arith.constant dense<true> : tensor<8x8xi1>
    %cst_4 = arith.constant 5.6568542494923806 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 3.200000e+01 : f64
    %cst_7 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<1x8x32xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x8x32xf32>) outs(%0 : tensor<1x8x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %58 = arith.extf %in : f32 to f64
      linalg.yield %58 : f64
    } -> tensor<1x8x32xf64>
    %2 = tensor.empty() : tensor<1x8x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x8x1xf64>) -> tensor<1x8x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<1x8x32xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    } -> tensor<1x8x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_6 : f64
      linalg.yield %58 : f64
    } -> tensor<1x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x8x32xf64>, tensor<1x8x1xf64>) outs(%0 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_17: f64, %out: f64):
      %58 = arith.subf %in, %in_17 : f64
      linalg.yield %58 : f64
    } -> tensor<1x8x32xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x8x32xf64>, tensor<1x8x32xf64>) outs(%0 : tensor<1x8x32xf64>) {
    ^bb0(%in: f64, %in_17: f64, %out: f64):
      %58 = arith.mulf %in, %in_17 : f64
      linalg.yield %58 : f64
    } -> tensor<1x8x32xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<1x8x32xf64>) outs(%3 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.addf %in, %out : f64
      linalg.yield %58 : f64
    } -> tensor<1x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x1xf64>) outs(%2 : tensor<1x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %58 = arith.divf %in, %cst_6 : f64
      linalg.yield %58 : f64
    } -> tensor<1x8x1xf64>
    %10 = tensor.empty() : tensor<1x8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x1xf64>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %58 = arith.truncf %in : f64 to f32
      linalg.yield %58 : f32
    } -> tensor<1x8x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<1x8x32xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.divf %in, %cst_7 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_5 : f64 to f32
      %59 = arith.addf %in, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<1x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1xf32>) outs(%10 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.rsqrt %in : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x1xf32>
    %17 = tensor.empty() : tensor<1x8x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.subf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x8x32xf32>, tensor<1x8x1xf32>) outs(%17 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.mulf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x32xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg5 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%17 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.mulf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x32xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg6 : tensor<1x8x32xf32>, tensor<32xf32>) outs(%17 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.addf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x32xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %22 = tensor.empty() : tensor<32x96xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<96x32xf32>) outs(%22 : tensor<32x96xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<8x96xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<8x32xf32>, tensor<32x96xf32>) outs(%24 : tensor<8x96xf32>) -> tensor<8x96xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%25, %arg2 : tensor<8x96xf32>, tensor<96xf32>) outs(%23 : tensor<8x96xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.addf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<8x96xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2]] output_shape [1, 8, 96] : tensor<8x96xf32> into tensor<1x8x96xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_8 = tensor.extract_slice %expanded[0, 0, 32] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %extracted_slice_9 = tensor.extract_slice %expanded[0, 0, 64] [1, 8, 32] [1, 1, 1] : tensor<1x8x96xf32> to tensor<1x8x32xf32>
    %27 = tensor.empty() : tensor<1x32x8xf32>
    %transposed_10 = linalg.transpose ins(%extracted_slice_8 : tensor<1x8x32xf32>) outs(%27 : tensor<1x32x8xf32>) permutation = [0, 2, 1] 
    %28 = tensor.empty() : tensor<1x8x8xf32>
    %29 = linalg.fill ins(%cst_0 : f32) outs(%28 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %30 = linalg.batch_matmul ins(%extracted_slice, %transposed_10 : tensor<1x8x32xf32>, tensor<1x32x8xf32>) outs(%29 : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x8xf32>) outs(%28 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.truncf %cst_4 : f64 to f32
      %59 = arith.divf %in, %58 : f32
      linalg.yield %59 : f32
    } -> tensor<1x8x8xf32>
    %32 = tensor.empty() : tensor<8xi64>
    %33 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%32 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %58 = linalg.index 0 : index
      %59 = arith.index_cast %58 : index to i64
      linalg.yield %59 : i64
    } -> tensor<8xi64>
    %expanded_11 = tensor.expand_shape %33 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_12 = tensor.expand_shape %33 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %34 = tensor.empty() : tensor<8x8xi64>
    %35 = linalg.generic {indexing_maps = [#map6, #map7, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %expanded_12 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%34 : tensor<8x8xi64>) {
    ^bb0(%in: i64, %in_17: i64, %out: i64):
      %58 = arith.subi %in, %in_17 : i64
      linalg.yield %58 : i64
    } -> tensor<8x8xi64>
    %36 = tensor.empty() : tensor<8x8xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x8xi64>) outs(%36 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %58 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %58 : i1
    } -> tensor<8x8xi1>
    %38 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37, %cst_3 : tensor<8x8xi1>, tensor<8x8xi1>) outs(%36 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %in_17: i1, %out: i1):
      %58 = arith.andi %in, %in_17 : i1
      linalg.yield %58 : i1
    } -> tensor<8x8xi1>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<8x8xi1>) outs(%36 : tensor<8x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %58 = arith.xori %in, %true : i1
      linalg.yield %58 : i1
    } -> tensor<8x8xi1>
    %40 = linalg.generic {indexing_maps = [#map8, #map9, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %cst_2, %31 : tensor<8x8xi1>, tensor<f32>, tensor<1x8x8xf32>) outs(%28 : tensor<1x8x8xf32>) {
    ^bb0(%in: i1, %in_17: f32, %in_18: f32, %out: f32):
      %58 = arith.select %in, %in_17, %in_18 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x8xf32>
    %41 = tensor.empty() : tensor<1x8xi64>
    %42 = linalg.fill ins(%c0_i64 : i64) outs(%41 : tensor<1x8xi64>) -> tensor<1x8xi64>
    %43 = tensor.empty() : tensor<1x8xf32>
    %44 = linalg.fill ins(%cst_1 : f32) outs(%43 : tensor<1x8xf32>) -> tensor<1x8xf32>
    %45:2 = linalg.generic {indexing_maps = [#map, #map10, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%40 : tensor<1x8x8xf32>) outs(%44, %42 : tensor<1x8xf32>, tensor<1x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_17: i64):
      %58 = linalg.index 2 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.maximumf %in, %out : f32
      %61 = arith.cmpf ogt, %in, %out : f32
      %62 = arith.select %61, %59, %out_17 : i64
      linalg.yield %60, %62 : f32, i64
    } -> (tensor<1x8xf32>, tensor<1x8xi64>)
    %expanded_13 = tensor.expand_shape %45#0 [[0], [1, 2]] output_shape [1, 8, 1] : tensor<1x8xf32> into tensor<1x8x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %expanded_13 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%28 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.subf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x8xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x8x8xf32>) outs(%28 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = math.exp %in : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x8xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%47 : tensor<1x8x8xf32>) outs(%12 : tensor<1x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %58 = arith.addf %in, %out : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %48 : tensor<1x8x8xf32>, tensor<1x8x1xf32>) outs(%28 : tensor<1x8x8xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.divf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x8xf32>
    %50 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %51 = linalg.batch_matmul ins(%49, %extracted_slice_9 : tensor<1x8x8xf32>, tensor<1x8x32xf32>) outs(%50 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %collapsed_14 = tensor.collapse_shape %51 [[0, 1], [2]] : tensor<1x8x32xf32> into tensor<8x32xf32>
    %52 = tensor.empty() : tensor<32x32xf32>
    %transposed_15 = linalg.transpose ins(%arg3 : tensor<32x32xf32>) outs(%52 : tensor<32x32xf32>) permutation = [1, 0] 
    %53 = tensor.empty() : tensor<8x32xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %55 = linalg.matmul ins(%collapsed_14, %transposed_15 : tensor<8x32xf32>, tensor<32x32xf32>) outs(%54 : tensor<8x32xf32>) -> tensor<8x32xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%55, %arg4 : tensor<8x32xf32>, tensor<32xf32>) outs(%53 : tensor<8x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.addf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<8x32xf32>
    %expanded_16 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [1, 8, 32] : tensor<8x32xf32> into tensor<1x8x32xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_16 : tensor<1x8x32xf32>, tensor<1x8x32xf32>) outs(%17 : tensor<1x8x32xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %58 = arith.addf %in, %in_17 : f32
      linalg.yield %58 : f32
    } -> tensor<1x8x32xf32>
    return %57, %49 : tensor<1x8x32xf32>, tensor<1x8x8xf32>
  }
}
