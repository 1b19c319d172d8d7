// PolyBench heat-3d TSTEPS=40 N=20: 7-point heat equation, A -> B -> A
func.func @kernel_heat_3d(%A: memref<20x20x20xf64>, %B: memref<20x20x20xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<20x20x20xf64> to tensor<20x20x20xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<20x20x20xf64> to tensor<20x20x20xf64>
  %c_1 = arith.constant 1.250000e-01 : f64
  %c_2 = arith.constant 2.000000e+00 : f64
  %c_3 = arith.constant 0 : index
  %c_4 = arith.constant 1 : index
  %c_5 = arith.constant 40 : index
  %loop_6:2 = scf.for %t = %c_3 to %c_5 step %c_4 iter_args(%it0 = %a_t, %it1 = %b_t) -> (tensor<20x20x20xf64>, tensor<20x20x20xf64>) {
    %sl_7 = tensor.extract_slice %it0[1, 1, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_8 = tensor.extract_slice %it0[2, 1, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_9 = tensor.extract_slice %it0[0, 1, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_10 = tensor.extract_slice %it0[1, 2, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_11 = tensor.extract_slice %it0[1, 0, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_12 = tensor.extract_slice %it0[1, 1, 2] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_13 = tensor.extract_slice %it0[1, 1, 0] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %e_14 = tensor.empty() : tensor<18x18x18xf64>
    %g_15 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sl_7, %sl_8, %sl_9, %sl_10, %sl_11, %sl_12, %sl_13 : tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>) outs(%e_14 : tensor<18x18x18xf64>) {
    ^bb0(%in0: f64, %in1: f64, %in2: f64, %in3: f64, %in4: f64, %in5: f64, %in6: f64, %acc: f64):
      %tc = arith.mulf %c_2, %in0 : f64
      %i1 = arith.subf %in1, %tc : f64
      %i2 = arith.addf %i1, %in2 : f64
      %i3 = arith.mulf %c_1, %i2 : f64
      %j1 = arith.subf %in3, %tc : f64
      %j2 = arith.addf %j1, %in4 : f64
      %j3 = arith.mulf %c_1, %j2 : f64
      %k1 = arith.subf %in5, %tc : f64
      %k2 = arith.addf %k1, %in6 : f64
      %k3 = arith.mulf %c_1, %k2 : f64
      %s1 = arith.addf %i3, %j3 : f64
      %s2 = arith.addf %s1, %k3 : f64
      %s3 = arith.addf %s2, %in0 : f64
      linalg.yield %s3 : f64
    } -> tensor<18x18x18xf64>
    %ins_16 = tensor.insert_slice %g_15 into %it1[1, 1, 1] [18, 18, 18] [1, 1, 1] : tensor<18x18x18xf64> into tensor<20x20x20xf64>
    %sl_17 = tensor.extract_slice %ins_16[1, 1, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_18 = tensor.extract_slice %ins_16[2, 1, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_19 = tensor.extract_slice %ins_16[0, 1, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_20 = tensor.extract_slice %ins_16[1, 2, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_21 = tensor.extract_slice %ins_16[1, 0, 1] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_22 = tensor.extract_slice %ins_16[1, 1, 2] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %sl_23 = tensor.extract_slice %ins_16[1, 1, 0] [18, 18, 18] [1, 1, 1] : tensor<20x20x20xf64> to tensor<18x18x18xf64>
    %e_24 = tensor.empty() : tensor<18x18x18xf64>
    %g_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sl_17, %sl_18, %sl_19, %sl_20, %sl_21, %sl_22, %sl_23 : tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>, tensor<18x18x18xf64>) outs(%e_24 : tensor<18x18x18xf64>) {
    ^bb0(%in0: f64, %in1: f64, %in2: f64, %in3: f64, %in4: f64, %in5: f64, %in6: f64, %acc: f64):
      %tc = arith.mulf %c_2, %in0 : f64
      %i1 = arith.subf %in1, %tc : f64
      %i2 = arith.addf %i1, %in2 : f64
      %i3 = arith.mulf %c_1, %i2 : f64
      %j1 = arith.subf %in3, %tc : f64
      %j2 = arith.addf %j1, %in4 : f64
      %j3 = arith.mulf %c_1, %j2 : f64
      %k1 = arith.subf %in5, %tc : f64
      %k2 = arith.addf %k1, %in6 : f64
      %k3 = arith.mulf %c_1, %k2 : f64
      %s1 = arith.addf %i3, %j3 : f64
      %s2 = arith.addf %s1, %k3 : f64
      %s3 = arith.addf %s2, %in0 : f64
      linalg.yield %s3 : f64
    } -> tensor<18x18x18xf64>
    %ins_26 = tensor.insert_slice %g_25 into %it0[1, 1, 1] [18, 18, 18] [1, 1, 1] : tensor<18x18x18xf64> into tensor<20x20x20xf64>
    scf.yield %ins_26, %ins_16 : tensor<20x20x20xf64>, tensor<20x20x20xf64>
  }
  bufferization.materialize_in_destination %loop_6#0 in restrict writable %A : (tensor<20x20x20xf64>, memref<20x20x20xf64>) -> ()
  bufferization.materialize_in_destination %loop_6#1 in restrict writable %B : (tensor<20x20x20xf64>, memref<20x20x20xf64>) -> ()
  return
}
