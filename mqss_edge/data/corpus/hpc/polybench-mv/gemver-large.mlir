// PolyBench gemver N=2000: A += u1 v1^T + u2 v2^T; x += beta A^T y + z; w += alpha A x
func.func @kernel_gemver(%A: memref<2000x2000xf64>, %U1: memref<2000xf64>, %V1: memref<2000xf64>, %U2: memref<2000xf64>, %V2: memref<2000xf64>, %W: memref<2000xf64>, %X: memref<2000xf64>, %Y: memref<2000xf64>, %Z: memref<2000xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<2000x2000xf64> to tensor<2000x2000xf64>
  %u1_t = bufferization.to_tensor %U1 restrict : memref<2000xf64> to tensor<2000xf64>
  %v1_t = bufferization.to_tensor %V1 restrict : memref<2000xf64> to tensor<2000xf64>
  %u2_t = bufferization.to_tensor %U2 restrict : memref<2000xf64> to tensor<2000xf64>
  %v2_t = bufferization.to_tensor %V2 restrict : memref<2000xf64> to tensor<2000xf64>
  %w_t = bufferization.to_tensor %W restrict : memref<2000xf64> to tensor<2000xf64>
  %x_t = bufferization.to_tensor %X restrict : memref<2000xf64> to tensor<2000xf64>
  %y_t = bufferization.to_tensor %Y restrict : memref<2000xf64> to tensor<2000xf64>
  %z_t = bufferization.to_tensor %Z restrict : memref<2000xf64> to tensor<2000xf64>
  %c_1 = arith.constant 1.500000e+00 : f64
  %c_2 = arith.constant 1.200000e+00 : f64
  %e_3 = tensor.empty() : tensor<2000x2000xf64>
  %g_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a_t, %u1_t, %v1_t, %u2_t, %v2_t : tensor<2000x2000xf64>, tensor<2000xf64>, tensor<2000xf64>, tensor<2000xf64>, tensor<2000xf64>) outs(%e_3 : tensor<2000x2000xf64>) {
  ^bb0(%a: f64, %u1: f64, %v1: f64, %u2: f64, %v2: f64, %acc: f64):
    %p = arith.mulf %u1, %v1 : f64
    %q = arith.mulf %u2, %v2 : f64
    %s = arith.addf %a, %p : f64
    %t = arith.addf %s, %q : f64
    linalg.yield %t : f64
  } -> tensor<2000x2000xf64>
  %g_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%g_4, %y_t : tensor<2000x2000xf64>, tensor<2000xf64>) outs(%x_t : tensor<2000xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %q = arith.mulf %c_2, %in0 : f64
    %p = arith.mulf %q, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<2000xf64>
  %e_6 = tensor.empty() : tensor<2000xf64>
  %g_7 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%g_5, %z_t : tensor<2000xf64>, tensor<2000xf64>) outs(%e_6 : tensor<2000xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %s = arith.addf %in0, %in1 : f64
    linalg.yield %s : f64
  } -> tensor<2000xf64>
  %g_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%g_4, %g_7 : tensor<2000x2000xf64>, tensor<2000xf64>) outs(%w_t : tensor<2000xf64>) {
  ^bb0(%in0: f64, %in1: f64, %acc: f64):
    %q = arith.mulf %c_1, %in0 : f64
    %p = arith.mulf %q, %in1 : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<2000xf64>
  bufferization.materialize_in_destination %g_4 in restrict writable %A : (tensor<2000x2000xf64>, memref<2000x2000xf64>) -> ()
  bufferization.materialize_in_destination %g_7 in restrict writable %X : (tensor<2000xf64>, memref<2000xf64>) -> ()
  bufferization.materialize_in_destination %g_8 in restrict writable %W : (tensor<2000xf64>, memref<2000xf64>) -> ()
  return
}
