// PolyBench 2mm NI=40 NJ=50 NK=70 NL=80: tmp = alpha*A*B; D = beta*D + tmp*C
func.func @kernel_2mm(%A: memref<40x70xf64>, %B: memref<70x50xf64>, %C: memref<50x80xf64>, %D: memref<40x80xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<40x70xf64> to tensor<40x70xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<70x50xf64> to tensor<70x50xf64>
  %c_t = bufferization.to_tensor %C restrict : memref<50x80xf64> to tensor<50x80xf64>
  %d_t = bufferization.to_tensor %D restrict : memref<40x80xf64> to tensor<40x80xf64>
  %c_1 = arith.constant 1.500000e+00 : f64
  %c_2 = arith.constant 1.200000e+00 : f64
  %c_3 = arith.constant 0.000000e+00 : f64
  %e_4 = tensor.empty() : tensor<40x50xf64>
  %f_5 = linalg.fill ins(%c_3 : f64) outs(%e_4 : tensor<40x50xf64>) -> tensor<40x50xf64>
  %g_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a_t, %b_t : tensor<40x70xf64>, tensor<70x50xf64>) outs(%f_5 : tensor<40x50xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %q = arith.mulf %c_1, %in0 : f64
    %p = arith.mulf %q, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<40x50xf64>
  %e_7 = tensor.empty() : tensor<40x80xf64>
  %g_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d_t : tensor<40x80xf64>) outs(%e_7 : tensor<40x80xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %m = arith.mulf %in0, %c_2 : f64
    linalg.yield %m : f64
  } -> tensor<40x80xf64>
  %g_9 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g_6, %c_t : tensor<40x50xf64>, tensor<50x80xf64>) outs(%g_8 : tensor<40x80xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<40x80xf64>
  bufferization.materialize_in_destination %g_9 in restrict writable %D : (tensor<40x80xf64>, memref<40x80xf64>) -> ()
  return
}
