// models-v1/squeezenet-tiny: SqueezeNet fire modules (concat of 1x1 and 3x3)
// torch.nn, inputs 1x3x64x64xf32; torch-mlir FX import, printed by mlir-opt-22;
// weights are the last 22 function arguments
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<32x3x3x3xf32>, %arg2: tensor<32xf32>, %arg3: tensor<8x32x1x1xf32>, %arg4: tensor<8xf32>, %arg5: tensor<32x8x1x1xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32x8x3x3xf32>, %arg8: tensor<32xf32>, %arg9: tensor<8x64x1x1xf32>, %arg10: tensor<8xf32>, %arg11: tensor<32x8x1x1xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x8x3x3xf32>, %arg14: tensor<32xf32>, %arg15: tensor<16x64x1x1xf32>, %arg16: tensor<16xf32>, %arg17: tensor<64x16x1x1xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64x16x3x3xf32>, %arg20: tensor<64xf32>, %arg21: tensor<10x128x1x1xf32>, %arg22: tensor<10xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 4.900000e+01 : f32
    %0 = tensor.empty() : tensor<1x32x31x31xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<32xf32>) outs(%0 : tensor<1x32x31x31xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %arg1 : tensor<1x3x64x64xf32>, tensor<32x3x3x3xf32>) outs(%broadcasted : tensor<1x32x31x31xf32>) -> tensor<1x32x31x31xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x32x31x31xf32>) outs(%0 : tensor<1x32x31x31xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x32x31x31xf32>
    %padded = tensor.pad %2 low[0, 0, 0, 0] high[0, 0, 2, 2] {
    ^bb0(%arg23: index, %arg24: index, %arg25: index, %arg26: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x32x31x31xf32> to tensor<1x32x33x33xf32>
    %3 = tensor.empty() : tensor<1x32x15x15xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<1x32x15x15xf32>) -> tensor<1x32x15x15xf32>
    %5 = tensor.empty() : tensor<3x3xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %5 : tensor<1x32x33x33xf32>, tensor<3x3xf32>) outs(%4 : tensor<1x32x15x15xf32>) -> tensor<1x32x15x15xf32>
    %7 = tensor.empty() : tensor<1x8x15x15xf32>
    %broadcasted_2 = linalg.broadcast ins(%arg4 : tensor<8xf32>) outs(%7 : tensor<1x8x15x15xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%6, %arg3 : tensor<1x32x15x15xf32>, tensor<8x32x1x1xf32>) outs(%broadcasted_2 : tensor<1x8x15x15xf32>) -> tensor<1x8x15x15xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x8x15x15xf32>) outs(%7 : tensor<1x8x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x15x15xf32>
    %broadcasted_3 = linalg.broadcast ins(%arg6 : tensor<32xf32>) outs(%3 : tensor<1x32x15x15xf32>) dimensions = [0, 2, 3] 
    %10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%9, %arg5 : tensor<1x8x15x15xf32>, tensor<32x8x1x1xf32>) outs(%broadcasted_3 : tensor<1x32x15x15xf32>) -> tensor<1x32x15x15xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x32x15x15xf32>) outs(%3 : tensor<1x32x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x32x15x15xf32>
    %padded_4 = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg23: index, %arg24: index, %arg25: index, %arg26: index):
      tensor.yield %cst : f32
    } : tensor<1x8x15x15xf32> to tensor<1x8x17x17xf32>
    %broadcasted_5 = linalg.broadcast ins(%arg8 : tensor<32xf32>) outs(%3 : tensor<1x32x15x15xf32>) dimensions = [0, 2, 3] 
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_4, %arg7 : tensor<1x8x17x17xf32>, tensor<32x8x3x3xf32>) outs(%broadcasted_5 : tensor<1x32x15x15xf32>) -> tensor<1x32x15x15xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x32x15x15xf32>) outs(%3 : tensor<1x32x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x32x15x15xf32>
    %concat = tensor.concat dim(1) %11, %13 : (tensor<1x32x15x15xf32>, tensor<1x32x15x15xf32>) -> tensor<1x64x15x15xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg10 : tensor<8xf32>) outs(%7 : tensor<1x8x15x15xf32>) dimensions = [0, 2, 3] 
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %arg9 : tensor<1x64x15x15xf32>, tensor<8x64x1x1xf32>) outs(%broadcasted_6 : tensor<1x8x15x15xf32>) -> tensor<1x8x15x15xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x15x15xf32>) outs(%7 : tensor<1x8x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x8x15x15xf32>
    %broadcasted_7 = linalg.broadcast ins(%arg12 : tensor<32xf32>) outs(%3 : tensor<1x32x15x15xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %arg11 : tensor<1x8x15x15xf32>, tensor<32x8x1x1xf32>) outs(%broadcasted_7 : tensor<1x32x15x15xf32>) -> tensor<1x32x15x15xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x32x15x15xf32>) outs(%3 : tensor<1x32x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x32x15x15xf32>
    %padded_8 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg23: index, %arg24: index, %arg25: index, %arg26: index):
      tensor.yield %cst : f32
    } : tensor<1x8x15x15xf32> to tensor<1x8x17x17xf32>
    %broadcasted_9 = linalg.broadcast ins(%arg14 : tensor<32xf32>) outs(%3 : tensor<1x32x15x15xf32>) dimensions = [0, 2, 3] 
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_8, %arg13 : tensor<1x8x17x17xf32>, tensor<32x8x3x3xf32>) outs(%broadcasted_9 : tensor<1x32x15x15xf32>) -> tensor<1x32x15x15xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x32x15x15xf32>) outs(%3 : tensor<1x32x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x32x15x15xf32>
    %concat_10 = tensor.concat dim(1) %17, %19 : (tensor<1x32x15x15xf32>, tensor<1x32x15x15xf32>) -> tensor<1x64x15x15xf32>
    %padded_11 = tensor.pad %concat_10 low[0, 0, 0, 0] high[0, 0, 2, 2] {
    ^bb0(%arg23: index, %arg24: index, %arg25: index, %arg26: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x64x15x15xf32> to tensor<1x64x17x17xf32>
    %20 = tensor.empty() : tensor<1x64x7x7xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<1x64x7x7xf32>) -> tensor<1x64x7x7xf32>
    %22 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_11, %5 : tensor<1x64x17x17xf32>, tensor<3x3xf32>) outs(%21 : tensor<1x64x7x7xf32>) -> tensor<1x64x7x7xf32>
    %23 = tensor.empty() : tensor<1x16x7x7xf32>
    %broadcasted_12 = linalg.broadcast ins(%arg16 : tensor<16xf32>) outs(%23 : tensor<1x16x7x7xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %arg15 : tensor<1x64x7x7xf32>, tensor<16x64x1x1xf32>) outs(%broadcasted_12 : tensor<1x16x7x7xf32>) -> tensor<1x16x7x7xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x16x7x7xf32>) outs(%23 : tensor<1x16x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x16x7x7xf32>
    %broadcasted_13 = linalg.broadcast ins(%arg18 : tensor<64xf32>) outs(%20 : tensor<1x64x7x7xf32>) dimensions = [0, 2, 3] 
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%25, %arg17 : tensor<1x16x7x7xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_13 : tensor<1x64x7x7xf32>) -> tensor<1x64x7x7xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x64x7x7xf32>) outs(%20 : tensor<1x64x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x64x7x7xf32>
    %padded_14 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg23: index, %arg24: index, %arg25: index, %arg26: index):
      tensor.yield %cst : f32
    } : tensor<1x16x7x7xf32> to tensor<1x16x9x9xf32>
    %broadcasted_15 = linalg.broadcast ins(%arg20 : tensor<64xf32>) outs(%20 : tensor<1x64x7x7xf32>) dimensions = [0, 2, 3] 
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_14, %arg19 : tensor<1x16x9x9xf32>, tensor<64x16x3x3xf32>) outs(%broadcasted_15 : tensor<1x64x7x7xf32>) -> tensor<1x64x7x7xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x64x7x7xf32>) outs(%20 : tensor<1x64x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x64x7x7xf32>
    %concat_16 = tensor.concat dim(1) %27, %29 : (tensor<1x64x7x7xf32>, tensor<1x64x7x7xf32>) -> tensor<1x128x7x7xf32>
    %30 = tensor.empty() : tensor<1x10x7x7xf32>
    %broadcasted_17 = linalg.broadcast ins(%arg22 : tensor<10xf32>) outs(%30 : tensor<1x10x7x7xf32>) dimensions = [0, 2, 3] 
    %31 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_16, %arg21 : tensor<1x128x7x7xf32>, tensor<10x128x1x1xf32>) outs(%broadcasted_17 : tensor<1x10x7x7xf32>) -> tensor<1x10x7x7xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x10x7x7xf32>) outs(%30 : tensor<1x10x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.cmpf ugt, %in, %cst : f32
      %38 = arith.select %37, %in, %cst : f32
      linalg.yield %38 : f32
    } -> tensor<1x10x7x7xf32>
    %33 = tensor.empty() : tensor<1x10x1x1xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<1x10x1x1xf32>) -> tensor<1x10x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%32 : tensor<1x10x7x7xf32>) outs(%34 : tensor<1x10x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.addf %in, %out : f32
      linalg.yield %37 : f32
    } -> tensor<1x10x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x10x1x1xf32>) outs(%33 : tensor<1x10x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %37 = arith.divf %in, %cst_1 : f32
      linalg.yield %37 : f32
    } -> tensor<1x10x1x1xf32>
    %collapsed = tensor.collapse_shape %36 [[0], [1, 2, 3]] : tensor<1x10x1x1xf32> into tensor<1x10xf32>
    return %collapsed : tensor<1x10xf32>
  }
}

