// PolyBench atax M=1900 N=2100: tmp = A*x; y = A^T*tmp
func.func @kernel_atax(%A: memref<1900x2100xf64>, %X: memref<2100xf64>, %Y: memref<2100xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<1900x2100xf64> to tensor<1900x2100xf64>
  %x_t = bufferization.to_tensor %X restrict : memref<2100xf64> to tensor<2100xf64>
  %c_1 = arith.constant 0.000000e+00 : f64
  %e_2 = tensor.empty() : tensor<1900xf64>
  %f_3 = linalg.fill ins(%c_1 : f64) outs(%e_2 : tensor<1900xf64>) -> tensor<1900xf64>
  %g_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a_t, %x_t : tensor<1900x2100xf64>, tensor<2100xf64>) outs(%f_3 : tensor<1900xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<1900xf64>
  %c_5 = arith.constant 0.000000e+00 : f64
  %e_6 = tensor.empty() : tensor<2100xf64>
  %f_7 = linalg.fill ins(%c_5 : f64) outs(%e_6 : tensor<2100xf64>) -> tensor<2100xf64>
  %g_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%a_t, %g_4 : tensor<1900x2100xf64>, tensor<1900xf64>) outs(%f_7 : tensor<2100xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<2100xf64>
  bufferization.materialize_in_destination %g_8 in restrict writable %Y : (tensor<2100xf64>, memref<2100xf64>) -> ()
  return
}
