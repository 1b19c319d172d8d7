// attention, 2 heads, 512 tokens, head dim 64: softmax(Q K^T / sqrt(64)) V
// 2 heads, 512 tokens
func.func @attention(%Q: memref<2x512x64xf32>, %K: memref<2x512x64xf32>, %V: memref<2x512x64xf32>, %O: memref<2x512x64xf32>) attributes {llvm.emit_c_interface} {
  %q_t = bufferization.to_tensor %Q restrict : memref<2x512x64xf32> to tensor<2x512x64xf32>
  %k_t = bufferization.to_tensor %K restrict : memref<2x512x64xf32> to tensor<2x512x64xf32>
  %v_t = bufferization.to_tensor %V restrict : memref<2x512x64xf32> to tensor<2x512x64xf32>
  %c_1 = arith.constant 1.250000e-01 : f32
  %c_2 = arith.constant 0.000000e+00 : f32
  %e_3 = tensor.empty() : tensor<2x512x512xf32>
  %f_4 = linalg.fill ins(%c_2 : f32) outs(%e_3 : tensor<2x512x512xf32>) -> tensor<2x512x512xf32>
  %g_5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q_t, %k_t : tensor<2x512x64xf32>, tensor<2x512x64xf32>) outs(%f_4 : tensor<2x512x512xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %p = arith.mulf %in0, %in1 : f32
    %a = arith.addf %p, %acc : f32
    linalg.yield %a : f32
  } -> tensor<2x512x512xf32>
  %e_6 = tensor.empty() : tensor<2x512x512xf32>
  %g_7 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g_5 : tensor<2x512x512xf32>) outs(%e_6 : tensor<2x512x512xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %m = arith.mulf %in0, %c_1 : f32
    linalg.yield %m : f32
  } -> tensor<2x512x512xf32>
  %c_8 = arith.constant 0xFF800000 : f32
  %e_9 = tensor.empty() : tensor<2x512xf32>
  %f_10 = linalg.fill ins(%c_8 : f32) outs(%e_9 : tensor<2x512xf32>) -> tensor<2x512xf32>
  %g_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g_7 : tensor<2x512x512xf32>) outs(%f_10 : tensor<2x512xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %m = arith.maximumf %in0, %acc : f32
    linalg.yield %m : f32
  } -> tensor<2x512xf32>
  %e_12 = tensor.empty() : tensor<2x512x512xf32>
  %g_13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g_7, %g_11 : tensor<2x512x512xf32>, tensor<2x512xf32>) outs(%e_12 : tensor<2x512x512xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %d = arith.subf %in0, %in1 : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<2x512x512xf32>
  %c_14 = arith.constant 0.000000e+00 : f32
  %e_15 = tensor.empty() : tensor<2x512xf32>
  %f_16 = linalg.fill ins(%c_14 : f32) outs(%e_15 : tensor<2x512xf32>) -> tensor<2x512xf32>
  %g_17 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%g_13 : tensor<2x512x512xf32>) outs(%f_16 : tensor<2x512xf32>) {
  ^bb0(%in0: f32, %acc: f32):
    %s = arith.addf %in0, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x512xf32>
  %e_18 = tensor.empty() : tensor<2x512x512xf32>
  %g_19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g_13, %g_17 : tensor<2x512x512xf32>, tensor<2x512xf32>) outs(%e_18 : tensor<2x512x512xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %q = arith.divf %in0, %in1 : f32
    linalg.yield %q : f32
  } -> tensor<2x512x512xf32>
  %c_20 = arith.constant 0.000000e+00 : f32
  %e_21 = tensor.empty() : tensor<2x512x64xf32>
  %f_22 = linalg.fill ins(%c_20 : f32) outs(%e_21 : tensor<2x512x64xf32>) -> tensor<2x512x64xf32>
  %pv_23 = linalg.batch_matmul ins(%g_19, %v_t : tensor<2x512x512xf32>, tensor<2x512x64xf32>) outs(%f_22 : tensor<2x512x64xf32>) -> tensor<2x512x64xf32>
  bufferization.materialize_in_destination %pv_23 in restrict writable %O : (tensor<2x512x64xf32>, memref<2x512x64xf32>) -> ()
  return
}
