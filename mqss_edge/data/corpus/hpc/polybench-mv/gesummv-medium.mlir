// PolyBench gesummv N=250: tmp = A*x; y = B*x; y = alpha*tmp + beta*y
func.func @kernel_gesummv(%A: memref<250x250xf64>, %B: memref<250x250xf64>, %X: memref<250xf64>, %Y: memref<250xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<250x250xf64> to tensor<250x250xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<250x250xf64> to tensor<250x250xf64>
  %x_t = bufferization.to_tensor %X restrict : memref<250xf64> to tensor<250xf64>
  %c_1 = arith.constant 1.500000e+00 : f64
  %c_2 = arith.constant 1.200000e+00 : f64
  %c_3 = arith.constant 0.000000e+00 : f64
  %e_4 = tensor.empty() : tensor<250xf64>
  %f_5 = linalg.fill ins(%c_3 : f64) outs(%e_4 : tensor<250xf64>) -> tensor<250xf64>
  %g_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a_t, %x_t : tensor<250x250xf64>, tensor<250xf64>) outs(%f_5 : tensor<250xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<250xf64>
  %c_7 = arith.constant 0.000000e+00 : f64
  %e_8 = tensor.empty() : tensor<250xf64>
  %f_9 = linalg.fill ins(%c_7 : f64) outs(%e_8 : tensor<250xf64>) -> tensor<250xf64>
  %g_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%b_t, %x_t : tensor<250x250xf64>, tensor<250xf64>) outs(%f_9 : tensor<250xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<250xf64>
  %e_11 = tensor.empty() : tensor<250xf64>
  %g_12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%g_6, %g_10 : tensor<250xf64>, tensor<250xf64>) outs(%e_11 : tensor<250xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %c_1, %in0 : f64
    %q = arith.mulf %c_2, %in1 : f64
    %s = arith.addf %p, %q : f64
    linalg.yield %s : f64
  } -> tensor<250xf64>
  bufferization.materialize_in_destination %g_12 in restrict writable %Y : (tensor<250xf64>, memref<250xf64>) -> ()
  return
}
