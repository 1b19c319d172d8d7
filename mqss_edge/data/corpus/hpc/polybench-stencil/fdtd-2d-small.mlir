// PolyBench fdtd-2d TMAX=40 NX=60 NY=80: ey, ex, hz updates per step
func.func @kernel_fdtd_2d(%Ex: memref<60x80xf64>, %Ey: memref<60x80xf64>, %Hz: memref<60x80xf64>, %Fict: memref<40xf64>) attributes {llvm.emit_c_interface} {
  %ex_t = bufferization.to_tensor %Ex restrict : memref<60x80xf64> to tensor<60x80xf64>
  %ey_t = bufferization.to_tensor %Ey restrict : memref<60x80xf64> to tensor<60x80xf64>
  %hz_t = bufferization.to_tensor %Hz restrict : memref<60x80xf64> to tensor<60x80xf64>
  %fict_t = bufferization.to_tensor %Fict restrict : memref<40xf64> to tensor<40xf64>
  %c_1 = arith.constant 5.000000e-01 : f64
  %c_2 = arith.constant 7.000000e-01 : f64
  %c_3 = arith.constant 0 : index
  %c_4 = arith.constant 1 : index
  %c_5 = arith.constant 40 : index
  %loop_6:3 = scf.for %t = %c_3 to %c_5 step %c_4 iter_args(%it0 = %ex_t, %it1 = %ey_t, %it2 = %hz_t) -> (tensor<60x80xf64>, tensor<60x80xf64>, tensor<60x80xf64>) {
    %fict_7 = tensor.extract %fict_t[%t] : tensor<40xf64>
    %sl_8 = tensor.extract_slice %it1[0, 0] [1, 80] [1, 1] : tensor<60x80xf64> to tensor<1x80xf64>
    %f_9 = linalg.fill ins(%fict_7 : f64) outs(%sl_8 : tensor<1x80xf64>) -> tensor<1x80xf64>
    %ins_10 = tensor.insert_slice %f_9 into %it1[0, 0] [1, 80] [1, 1] : tensor<1x80xf64> into tensor<60x80xf64>
    %sl_11 = tensor.extract_slice %it2[1, 0] [59, 80] [1, 1] : tensor<60x80xf64> to tensor<59x80xf64>
    %sl_12 = tensor.extract_slice %it2[0, 0] [59, 80] [1, 1] : tensor<60x80xf64> to tensor<59x80xf64>
    %sl_13 = tensor.extract_slice %ins_10[1, 0] [59, 80] [1, 1] : tensor<60x80xf64> to tensor<59x80xf64>
    %g_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sl_11, %sl_12 : tensor<59x80xf64>, tensor<59x80xf64>) outs(%sl_13 : tensor<59x80xf64>) {
    ^bb0(%in0: f64, %in1: f64, %acc: f64):
      %d = arith.subf %in0, %in1 : f64
      %m = arith.mulf %c_1, %d : f64
      %r = arith.subf %acc, %m : f64
      linalg.yield %r : f64
    } -> tensor<59x80xf64>
    %ins_15 = tensor.insert_slice %g_14 into %ins_10[1, 0] [59, 80] [1, 1] : tensor<59x80xf64> into tensor<60x80xf64>
    %sl_16 = tensor.extract_slice %it2[0, 1] [60, 79] [1, 1] : tensor<60x80xf64> to tensor<60x79xf64>
    %sl_17 = tensor.extract_slice %it2[0, 0] [60, 79] [1, 1] : tensor<60x80xf64> to tensor<60x79xf64>
    %sl_18 = tensor.extract_slice %it0[0, 1] [60, 79] [1, 1] : tensor<60x80xf64> to tensor<60x79xf64>
    %g_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sl_16, %sl_17 : tensor<60x79xf64>, tensor<60x79xf64>) outs(%sl_18 : tensor<60x79xf64>) {
    ^bb0(%in0: f64, %in1: f64, %acc: f64):
      %d = arith.subf %in0, %in1 : f64
      %m = arith.mulf %c_1, %d : f64
      %r = arith.subf %acc, %m : f64
      linalg.yield %r : f64
    } -> tensor<60x79xf64>
    %ins_20 = tensor.insert_slice %g_19 into %it0[0, 1] [60, 79] [1, 1] : tensor<60x79xf64> into tensor<60x80xf64>
    %sl_21 = tensor.extract_slice %ins_20[0, 1] [59, 79] [1, 1] : tensor<60x80xf64> to tensor<59x79xf64>
    %sl_22 = tensor.extract_slice %ins_20[0, 0] [59, 79] [1, 1] : tensor<60x80xf64> to tensor<59x79xf64>
    %sl_23 = tensor.extract_slice %ins_15[1, 0] [59, 79] [1, 1] : tensor<60x80xf64> to tensor<59x79xf64>
    %sl_24 = tensor.extract_slice %ins_15[0, 0] [59, 79] [1, 1] : tensor<60x80xf64> to tensor<59x79xf64>
    %sl_25 = tensor.extract_slice %it2[0, 0] [59, 79] [1, 1] : tensor<60x80xf64> to tensor<59x79xf64>
    %g_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sl_21, %sl_22, %sl_23, %sl_24 : tensor<59x79xf64>, tensor<59x79xf64>, tensor<59x79xf64>, tensor<59x79xf64>) outs(%sl_25 : tensor<59x79xf64>) {
    ^bb0(%in0: f64, %in1: f64, %in2: f64, %in3: f64, %acc: f64):
      %a = arith.subf %in0, %in1 : f64
      %b = arith.addf %a, %in2 : f64
      %c = arith.subf %b, %in3 : f64
      %m = arith.mulf %c_2, %c : f64
      %r = arith.subf %acc, %m : f64
      linalg.yield %r : f64
    } -> tensor<59x79xf64>
    %ins_27 = tensor.insert_slice %g_26 into %it2[0, 0] [59, 79] [1, 1] : tensor<59x79xf64> into tensor<60x80xf64>
    scf.yield %ins_20, %ins_15, %ins_27 : tensor<60x80xf64>, tensor<60x80xf64>, tensor<60x80xf64>
  }
  bufferization.materialize_in_destination %loop_6#0 in restrict writable %Ex : (tensor<60x80xf64>, memref<60x80xf64>) -> ()
  bufferization.materialize_in_destination %loop_6#1 in restrict writable %Ey : (tensor<60x80xf64>, memref<60x80xf64>) -> ()
  bufferization.materialize_in_destination %loop_6#2 in restrict writable %Hz : (tensor<60x80xf64>, memref<60x80xf64>) -> ()
  return
}
