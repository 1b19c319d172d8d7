// layernorm 128x1024 over the last dim, eps 1e-5
// BERT-large
func.func @layernorm(%X: memref<128x1024xf32>, %G: memref<1024xf32>, %Bt: memref<1024xf32>, %Y: memref<128x1024xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<128x1024xf32> to tensor<128x1024xf32>
  %g_t = bufferization.to_tensor %G restrict : memref<1024xf32> to tensor<1024xf32>
  %bt_t = bufferization.to_tensor %Bt restrict : memref<1024xf32> to tensor<1024xf32>
  %c_1 = arith.constant 9.765625e-04 : f32
  %c_2 = arith.constant 1.000000e-05 : f32
  %c_3 = arith.constant 0.000000e+00 : f32
  %e_4 = tensor.empty() : tensor<128xf32>
  %f_5 = linalg.fill ins(%c_3 : f32) outs(%e_4 : tensor<128xf32>) -> tensor<128xf32>
  %g_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x_t : tensor<128x1024xf32>) outs(%f_5 : tensor<128xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %a = arith.addf %in0, %acc : f32
    linalg.yield %a : f32
  } -> tensor<128xf32>
  %e_7 = tensor.empty() : tensor<128xf32>
  %g_8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%g_6 : tensor<128xf32>) outs(%e_7 : tensor<128xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %m = arith.mulf %in0, %c_1 : f32
    linalg.yield %m : f32
  } -> tensor<128xf32>
  %c_9 = arith.constant 0.000000e+00 : f32
  %e_10 = tensor.empty() : tensor<128xf32>
  %f_11 = linalg.fill ins(%c_9 : f32) outs(%e_10 : tensor<128xf32>) -> tensor<128xf32>
  %g_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x_t, %g_8 : tensor<128x1024xf32>, tensor<128xf32>) outs(%f_11 : tensor<128xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %d = arith.subf %in0, %in1 : f32
    %q = arith.mulf %d, %d : f32
    %a = arith.addf %q, %acc : f32
    linalg.yield %a : f32
  } -> tensor<128xf32>
  %e_13 = tensor.empty() : tensor<128xf32>
  %g_14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%g_12 : tensor<128xf32>) outs(%e_13 : tensor<128xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %m = arith.mulf %in0, %c_1 : f32
    %e = arith.addf %m, %c_2 : f32
    %r = math.rsqrt %e : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %e_15 = tensor.empty() : tensor<128x1024xf32>
  %g_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x_t, %g_8, %g_14, %g_t, %bt_t : tensor<128x1024xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%e_15 : tensor<128x1024xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %acc: f32):
    %d = arith.subf %in0, %in1 : f32
    %n = arith.mulf %d, %in2 : f32
    %s = arith.mulf %n, %in3 : f32
    %y = arith.addf %s, %in4 : f32
    linalg.yield %y : f32
  } -> tensor<128x1024xf32>
  bufferization.materialize_in_destination %g_16 in restrict writable %Y : (tensor<128x1024xf32>, memref<128x1024xf32>) -> ()
  return
}
