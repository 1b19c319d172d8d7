// models-v1/lenet5: LeNet-5: tanh, average pooling, log-softmax
// torch.nn, inputs 1x1x32x32xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 10 function arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @main(%arg0: tensor<1x1x32x32xf32>, %arg1: tensor<6x1x5x5xf32>, %arg2: tensor<6xf32>, %arg3: tensor<16x6x5x5xf32>, %arg4: tensor<16xf32>, %arg5: tensor<120x400xf32>, %arg6: tensor<120xf32>, %arg7: tensor<84x120xf32>, %arg8: tensor<84xf32>, %arg9: tensor<10x84xf32>, %arg10: tensor<10xf32>) -> tensor<1x10xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 4.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x6x28x28xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<6xf32>) outs(%0 : tensor<1x6x28x28xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x1x32x32xf32>, tensor<6x1x5x5xf32>) outs(%broadcasted : tensor<1x6x28x28xf32>) -> tensor<1x6x28x28xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x6x28x28xf32>) outs(%0 : tensor<1x6x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.tanh %in : f32
      linalg.yield %44 : f32
    } -> tensor<1x6x28x28xf32>
    %3 = tensor.empty() : tensor<1x6x14x14xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x6x14x14xf32>) -> tensor<1x6x14x14xf32>
    %5 = tensor.empty() : tensor<2x2xf32>
    %6 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %5 : tensor<1x6x28x28xf32>, tensor<2x2xf32>) outs(%4 : tensor<1x6x14x14xf32>) -> tensor<1x6x14x14xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x6x14x14xf32>) outs(%3 : tensor<1x6x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.divf %in, %cst_1 : f32
      linalg.yield %44 : f32
    } -> tensor<1x6x14x14xf32>
    %8 = tensor.empty() : tensor<1x16x10x10xf32>
    %broadcasted_2 = linalg.broadcast ins(%arg4 : tensor<16xf32>) outs(%8 : tensor<1x16x10x10xf32>) dimensions = [0, 2, 3] 
    %9 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%7, %arg3 : tensor<1x6x14x14xf32>, tensor<16x6x5x5xf32>) outs(%broadcasted_2 : tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x10x10xf32>) outs(%8 : tensor<1x16x10x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.tanh %in : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x10x10xf32>
    %11 = tensor.empty() : tensor<1x16x5x5xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x16x5x5xf32>) -> tensor<1x16x5x5xf32>
    %13 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%10, %5 : tensor<1x16x10x10xf32>, tensor<2x2xf32>) outs(%12 : tensor<1x16x5x5xf32>) -> tensor<1x16x5x5xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x5x5xf32>) outs(%11 : tensor<1x16x5x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.divf %in, %cst_1 : f32
      linalg.yield %44 : f32
    } -> tensor<1x16x5x5xf32>
    %collapsed = tensor.collapse_shape %14 [[0], [1, 2, 3]] : tensor<1x16x5x5xf32> into tensor<1x400xf32>
    %15 = tensor.empty() : tensor<400x120xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<120x400xf32>) outs(%15 : tensor<400x120xf32>) permutation = [1, 0] 
    %16 = tensor.empty() : tensor<1x120xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<1x120xf32>) -> tensor<1x120xf32>
    %18 = linalg.matmul ins(%collapsed, %transposed : tensor<1x400xf32>, tensor<400x120xf32>) outs(%17 : tensor<1x120xf32>) -> tensor<1x120xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %arg6 : tensor<1x120xf32>, tensor<120xf32>) outs(%16 : tensor<1x120xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.addf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<1x120xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<1x120xf32>) outs(%16 : tensor<1x120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.tanh %in : f32
      linalg.yield %44 : f32
    } -> tensor<1x120xf32>
    %21 = tensor.empty() : tensor<120x84xf32>
    %transposed_3 = linalg.transpose ins(%arg7 : tensor<84x120xf32>) outs(%21 : tensor<120x84xf32>) permutation = [1, 0] 
    %22 = tensor.empty() : tensor<1x84xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<1x84xf32>) -> tensor<1x84xf32>
    %24 = linalg.matmul ins(%20, %transposed_3 : tensor<1x120xf32>, tensor<120x84xf32>) outs(%23 : tensor<1x84xf32>) -> tensor<1x84xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %arg8 : tensor<1x84xf32>, tensor<84xf32>) outs(%22 : tensor<1x84xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.addf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<1x84xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<1x84xf32>) outs(%22 : tensor<1x84xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.tanh %in : f32
      linalg.yield %44 : f32
    } -> tensor<1x84xf32>
    %27 = tensor.empty() : tensor<84x10xf32>
    %transposed_4 = linalg.transpose ins(%arg9 : tensor<10x84xf32>) outs(%27 : tensor<84x10xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<1x10xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %30 = linalg.matmul ins(%26, %transposed_4 : tensor<1x84xf32>, tensor<84x10xf32>) outs(%29 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%30, %arg10 : tensor<1x10xf32>, tensor<10xf32>) outs(%28 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.addf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<1x10xf32>
    %32 = tensor.empty() : tensor<1xi64>
    %33 = linalg.fill ins(%c0_i64 : i64) outs(%32 : tensor<1xi64>) -> tensor<1xi64>
    %34 = tensor.empty() : tensor<1xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<1xf32>) -> tensor<1xf32>
    %36:2 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%31 : tensor<1x10xf32>) outs(%35, %33 : tensor<1xf32>, tensor<1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_5: i64):
      %44 = linalg.index 1 : index
      %45 = arith.index_cast %44 : index to i64
      %46 = arith.maximumf %in, %out : f32
      %47 = arith.cmpf ogt, %in, %out : f32
      %48 = arith.select %47, %45, %out_5 : i64
      linalg.yield %46, %48 : f32, i64
    } -> (tensor<1xf32>, tensor<1xi64>)
    %expanded = tensor.expand_shape %36#0 [[0, 1]] output_shape [1, 1] : tensor<1xf32> into tensor<1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %expanded : tensor<1x10xf32>, tensor<1x1xf32>) outs(%28 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.subf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<1x10xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<1x10xf32>) outs(%28 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.exp %in : f32
      linalg.yield %44 : f32
    } -> tensor<1x10xf32>
    %39 = tensor.empty() : tensor<1x1xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "reduction"]} ins(%38 : tensor<1x10xf32>) outs(%40 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = arith.addf %in, %out : f32
      linalg.yield %44 : f32
    } -> tensor<1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<1x1xf32>) outs(%39 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %44 = math.log %in : f32
      linalg.yield %44 : f32
    } -> tensor<1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %42 : tensor<1x10xf32>, tensor<1x1xf32>) outs(%28 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %44 = arith.subf %in, %in_5 : f32
      linalg.yield %44 : f32
    } -> tensor<1x10xf32>
    return %43 : tensor<1x10xf32>
  }
}

