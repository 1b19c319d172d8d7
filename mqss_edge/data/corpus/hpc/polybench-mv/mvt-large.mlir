// PolyBench mvt N=2000: x1 += A*y1; x2 += A^T*y2
func.func @kernel_mvt(%X1: memref<2000xf64>, %X2: memref<2000xf64>, %Y1: memref<2000xf64>, %Y2: memref<2000xf64>, %A: memref<2000x2000xf64>) attributes {llvm.emit_c_interface} {
  %x1_t = bufferization.to_tensor %X1 restrict : memref<2000xf64> to tensor<2000xf64>
  %x2_t = bufferization.to_tensor %X2 restrict : memref<2000xf64> to tensor<2000xf64>
  %y1_t = bufferization.to_tensor %Y1 restrict : memref<2000xf64> to tensor<2000xf64>
  %y2_t = bufferization.to_tensor %Y2 restrict : memref<2000xf64> to tensor<2000xf64>
  %a_t = bufferization.to_tensor %A restrict : memref<2000x2000xf64> to tensor<2000x2000xf64>
  %g_1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a_t, %y1_t : tensor<2000x2000xf64>, tensor<2000xf64>) outs(%x1_t : tensor<2000xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<2000xf64>
  %g_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a_t, %y2_t : tensor<2000x2000xf64>, tensor<2000xf64>) outs(%x2_t : tensor<2000xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %p = arith.mulf %in0, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<2000xf64>
  bufferization.materialize_in_destination %g_1 in restrict writable %X1 : (tensor<2000xf64>, memref<2000xf64>) -> ()
  bufferization.materialize_in_destination %g_2 in restrict writable %X2 : (tensor<2000xf64>, memref<2000xf64>) -> ()
  return
}
