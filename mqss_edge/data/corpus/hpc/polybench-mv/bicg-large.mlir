// PolyBench bicg M=1900 N=2100: s = r^T*A; q = A*p
func.func @kernel_bicg(%A: memref<2100x1900xf64>, %R: memref<2100xf64>, %P: memref<1900xf64>, %S: memref<1900xf64>, %Q: memref<2100xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<2100x1900xf64> to tensor<2100x1900xf64>
  %r_t = bufferization.to_tensor %R restrict : memref<2100xf64> to tensor<2100xf64>
  %p_t = bufferization.to_tensor %P restrict : memref<1900xf64> to tensor<1900xf64>
  %c_1 = arith.constant 0.000000e+00 : f64
  %e_2 = tensor.empty() : tensor<1900xf64>
  %f_3 = linalg.fill ins(%c_1 : f64) outs(%e_2 : tensor<1900xf64>) -> tensor<1900xf64>
  %g_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%r_t, %a_t : tensor<2100xf64>, tensor<2100x1900xf64>) outs(%f_3 : tensor<1900xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<1900xf64>
  %c_5 = arith.constant 0.000000e+00 : f64
  %e_6 = tensor.empty() : tensor<2100xf64>
  %f_7 = linalg.fill ins(%c_5 : f64) outs(%e_6 : tensor<2100xf64>) -> tensor<2100xf64>
  %g_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a_t, %p_t : tensor<2100x1900xf64>, tensor<1900xf64>) outs(%f_7 : tensor<2100xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<2100xf64>
  bufferization.materialize_in_destination %g_4 in restrict writable %S : (tensor<1900xf64>, memref<1900xf64>) -> ()
  bufferization.materialize_in_destination %g_8 in restrict writable %Q : (tensor<2100xf64>, memref<2100xf64>) -> ()
  return
}
