// PolyBench 2mm NI=180 NJ=190 NK=210 NL=220: tmp = alpha*A*B; D = beta*D + tmp*C
func.func @kernel_2mm(%A: memref<180x210xf64>, %B: memref<210x190xf64>, %C: memref<190x220xf64>, %D: memref<180x220xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<180x210xf64> to tensor<180x210xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<210x190xf64> to tensor<210x190xf64>
  %c_t = bufferization.to_tensor %C restrict : memref<190x220xf64> to tensor<190x220xf64>
  %d_t = bufferization.to_tensor %D restrict : memref<180x220xf64> to tensor<180x220xf64>
  %c_1 = arith.constant 1.500000e+00 : f64
  %c_2 = arith.constant 1.200000e+00 : f64
  %c_3 = arith.constant 0.000000e+00 : f64
  %e_4 = tensor.empty() : tensor<180x190xf64>
  %f_5 = linalg.fill ins(%c_3 : f64) outs(%e_4 : tensor<180x190xf64>) -> tensor<180x190xf64>
  %g_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a_t, %b_t : tensor<180x210xf64>, tensor<210x190xf64>) outs(%f_5 : tensor<180x190xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %q = arith.mulf %c_1, %in0 : f64
    %p = arith.mulf %q, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<180x190xf64>
  %e_7 = tensor.empty() : tensor<180x220xf64>
  %g_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d_t : tensor<180x220xf64>) outs(%e_7 : tensor<180x220xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %m = arith.mulf %in0, %c_2 : f64
    linalg.yield %m : f64
  } -> tensor<180x220xf64>
  %g_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g_6, %c_t : tensor<180x190xf64>, tensor<190x220xf64>) outs(%g_8 : tensor<180x220xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<180x220xf64>
  bufferization.materialize_in_destination %g_9 in restrict writable %D : (tensor<180x220xf64>, memref<180x220xf64>) -> ()
  return
}
