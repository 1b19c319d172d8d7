// PolyBench jacobi-1d TSTEPS=500 N=2000: B[i] = 0.33333*(A[i-1]+A[i]+A[i+1]), then A from B
func.func @kernel_jacobi_1d(%A: memref<2000xf64>, %B: memref<2000xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<2000xf64> to tensor<2000xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<2000xf64> to tensor<2000xf64>
  %c_1 = arith.constant 3.333300e-01 : f64
  %c_2 = arith.constant 0 : index
  %c_3 = arith.constant 1 : index
  %c_4 = arith.constant 500 : index
  %loop_5:2 = scf.for %t = %c_2 to %c_4 step %c_3 iter_args(%it0 = %a_t, %it1 = %b_t) -> (tensor<2000xf64>, tensor<2000xf64>) {
    %sl_6 = tensor.extract_slice %it0[0] [1998] [1] : tensor<2000xf64> to tensor<1998xf64>
    %sl_7 = tensor.extract_slice %it0[1] [1998] [1] : tensor<2000xf64> to tensor<1998xf64>
    %sl_8 = tensor.extract_slice %it0[2] [1998] [1] : tensor<2000xf64> to tensor<1998xf64>
    %e_9 = tensor.empty() : tensor<1998xf64>
    %g_10 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%sl_6, %sl_7, %sl_8 : tensor<1998xf64>, tensor<1998xf64>, tensor<1998xf64>) outs(%e_9 : tensor<1998xf64>) {
    ^bb0(%in0: f64, %in1: f64, %in2: f64, %acc: f64):
      %s = arith.addf %in0, %in1 : f64
      %u = arith.addf %s, %in2 : f64
      %v = arith.mulf %c_1, %u : f64
      linalg.yield %v : f64
    } -> tensor<1998xf64>
    %ins_11 = tensor.insert_slice %g_10 into %it1[1] [1998] [1] : tensor<1998xf64> into tensor<2000xf64>
    %sl_12 = tensor.extract_slice %ins_11[0] [1998] [1] : tensor<2000xf64> to tensor<1998xf64>
    %sl_13 = tensor.extract_slice %ins_11[1] [1998] [1] : tensor<2000xf64> to tensor<1998xf64>
    %sl_14 = tensor.extract_slice %ins_11[2] [1998] [1] : tensor<2000xf64> to tensor<1998xf64>
    %e_15 = tensor.empty() : tensor<1998xf64>
    %g_16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%sl_12, %sl_13, %sl_14 : tensor<1998xf64>, tensor<1998xf64>, tensor<1998xf64>) outs(%e_15 : tensor<1998xf64>) {
    ^bb0(%in0: f64, %in1: f64, %in2: f64, %acc: f64):
      %s = arith.addf %in0, %in1 : f64
      %u = arith.addf %s, %in2 : f64
      %v = arith.mulf %c_1, %u : f64
      linalg.yield %v : f64
    } -> tensor<1998xf64>
    %ins_17 = tensor.insert_slice %g_16 into %it0[1] [1998] [1] : tensor<1998xf64> into tensor<2000xf64>
    scf.yield %ins_17, %ins_11 : tensor<2000xf64>, tensor<2000xf64>
  }
  bufferization.materialize_in_destination %loop_5#0 in restrict writable %A : (tensor<2000xf64>, memref<2000xf64>) -> ()
  bufferization.materialize_in_destination %loop_5#1 in restrict writable %B : (tensor<2000xf64>, memref<2000xf64>) -> ()
  return
}
