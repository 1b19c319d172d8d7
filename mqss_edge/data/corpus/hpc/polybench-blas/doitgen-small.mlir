// PolyBench doitgen NR=25 NQ=20 NP=30: A[r][q][:] = A[r][q][:] * C4
func.func @kernel_doitgen(%A: memref<25x20x30xf64>, %C4: memref<30x30xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<25x20x30xf64> to tensor<25x20x30xf64>
  %c4_t = bufferization.to_tensor %C4 restrict : memref<30x30xf64> to tensor<30x30xf64>
  %c_1 = arith.constant 0.000000e+00 : f64
  %e_2 = tensor.empty() : tensor<25x20x30xf64>
  %f_3 = linalg.fill ins(%c_1 : f64) outs(%e_2 : tensor<25x20x30xf64>) -> tensor<25x20x30xf64>
  %g_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a_t, %c4_t : tensor<25x20x30xf64>, tensor<30x30xf64>) outs(%f_3 : tensor<25x20x30xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<25x20x30xf64>
  bufferization.materialize_in_destination %g_4 in restrict writable %A : (tensor<25x20x30xf64>, memref<25x20x30xf64>) -> ()
  return
}
