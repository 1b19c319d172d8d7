// PolyBench gemm NI=60 NJ=70 NK=80: C = beta*C; C += alpha*A*B
func.func @kernel_gemm(%A: memref<60x80xf64>, %B: memref<80x70xf64>, %C: memref<60x70xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<60x80xf64> to tensor<60x80xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<80x70xf64> to tensor<80x70xf64>
  %c_t = bufferization.to_tensor %C restrict : memref<60x70xf64> to tensor<60x70xf64>
  %c_1 = arith.constant 1.500000e+00 : f64
  %c_2 = arith.constant 1.200000e+00 : f64
  %e_3 = tensor.empty() : tensor<60x70xf64>
  %g_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c_t : tensor<60x70xf64>) outs(%e_3 : tensor<60x70xf64>) {
  ^bb0(%in0: f64, %acc: f64):
    %m = arith.mulf %in0, %c_2 : f64
    linalg.yield %m : f64
  } -> tensor<60x70xf64>
  %g_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a_t, %b_t : tensor<60x80xf64>, tensor<80x70xf64>) outs(%g_4 : tensor<60x70xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %q = arith.mulf %c_1, %in0 : f64
    %p = arith.mulf %q, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<60x70xf64>
  bufferization.materialize_in_destination %g_5 in restrict writable %C : (tensor<60x70xf64>, memref<60x70xf64>) -> ()
  return
}
