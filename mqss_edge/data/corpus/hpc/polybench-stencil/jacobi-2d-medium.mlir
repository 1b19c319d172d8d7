// PolyBench jacobi-2d TSTEPS=100 N=250: 5-point average into B, then into A
func.func @kernel_jacobi_2d(%A: memref<250x250xf64>, %B: memref<250x250xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<250x250xf64> to tensor<250x250xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<250x250xf64> to tensor<250x250xf64>
  %c_1 = arith.constant 2.000000e-01 : f64
  %c_2 = arith.constant 0 : index
  %c_3 = arith.constant 1 : index
  %c_4 = arith.constant 100 : index
  %loop_5:2 = scf.for %t = %c_2 to %c_4 step %c_3 iter_args(%it0 = %a_t, %it1 = %b_t) -> (tensor<250x250xf64>, tensor<250x250xf64>) {
    %sl_6 = tensor.extract_slice %it0[1, 1] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %sl_7 = tensor.extract_slice %it0[1, 0] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %sl_8 = tensor.extract_slice %it0[1, 2] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %sl_9 = tensor.extract_slice %it0[2, 1] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %sl_10 = tensor.extract_slice %it0[0, 1] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %e_11 = tensor.empty() : tensor<248x248xf64>
    %g_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sl_6, %sl_7, %sl_8, %sl_9, %sl_10 : tensor<248x248xf64>, tensor<248x248xf64>, tensor<248x248xf64>, tensor<248x248xf64>, tensor<248x248xf64>) outs(%e_11 : tensor<248x248xf64>) {
    ^bb0(%in0: f64, %in1: f64, %in2: f64, %in3: f64, %in4: f64, %acc: f64):
      %s1 = arith.addf %in0, %in1 : f64
      %s2 = arith.addf %s1, %in2 : f64
      %s3 = arith.addf %s2, %in3 : f64
      %s4 = arith.addf %s3, %in4 : f64
      %v = arith.mulf %c_1, %s4 : f64
      linalg.yield %v : f64
    } -> tensor<248x248xf64>
    %ins_13 = tensor.insert_slice %g_12 into %it1[1, 1] [248, 248] [1, 1] : tensor<248x248xf64> into tensor<250x250xf64>
    %sl_14 = tensor.extract_slice %ins_13[1, 1] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %sl_15 = tensor.extract_slice %ins_13[1, 0] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %sl_16 = tensor.extract_slice %ins_13[1, 2] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %sl_17 = tensor.extract_slice %ins_13[2, 1] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %sl_18 = tensor.extract_slice %ins_13[0, 1] [248, 248] [1, 1] : tensor<250x250xf64> to tensor<248x248xf64>
    %e_19 = tensor.empty() : tensor<248x248xf64>
    %g_20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sl_14, %sl_15, %sl_16, %sl_17, %sl_18 : tensor<248x248xf64>, tensor<248x248xf64>, tensor<248x248xf64>, tensor<248x248xf64>, tensor<248x248xf64>) outs(%e_19 : tensor<248x248xf64>) {
    ^bb0(%in0: f64, %in1: f64, %in2: f64, %in3: f64, %in4: f64, %acc: f64):
      %s1 = arith.addf %in0, %in1 : f64
      %s2 = arith.addf %s1, %in2 : f64
      %s3 = arith.addf %s2, %in3 : f64
      %s4 = arith.addf %s3, %in4 : f64
      %v = arith.mulf %c_1, %s4 : f64
      linalg.yield %v : f64
    } -> tensor<248x248xf64>
    %ins_21 = tensor.insert_slice %g_20 into %it0[1, 1] [248, 248] [1, 1] : tensor<248x248xf64> into tensor<250x250xf64>
    scf.yield %ins_21, %ins_13 : tensor<250x250xf64>, tensor<250x250xf64>
  }
  bufferization.materialize_in_destination %loop_5#0 in restrict writable %A : (tensor<250x250xf64>, memref<250x250xf64>) -> ()
  bufferization.materialize_in_destination %loop_5#1 in restrict writable %B : (tensor<250x250xf64>, memref<250x250xf64>) -> ()
  return
}
