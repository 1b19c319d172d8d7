// gelu_tanh(2x768 * 768x3072 + bias)
// BERT-base FFN1 + GELU, 2 tokens
func.func @ffn1(%X: memref<2x768xf32>, %W: memref<768x3072xf32>, %Bias: memref<3072xf32>, %Y: memref<2x3072xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<2x768xf32> to tensor<2x768xf32>
  %w_t = bufferization.to_tensor %W restrict : memref<768x3072xf32> to tensor<768x3072xf32>
  %bias_t = bufferization.to_tensor %Bias restrict : memref<3072xf32> to tensor<3072xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<2x3072xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<2x3072xf32>) -> tensor<2x3072xf32>
  %mm_4 = linalg.matmul ins(%x_t, %w_t : tensor<2x768xf32>, tensor<768x3072xf32>) outs(%f_3 : tensor<2x3072xf32>) -> tensor<2x3072xf32>
  %c_5 = arith.constant 5.000000e-01 : f32
  %c_6 = arith.constant 1.000000e+00 : f32
  %c_7 = arith.constant 7.978846e-01 : f32
  %c_8 = arith.constant 4.471500e-02 : f32
  %e_9 = tensor.empty() : tensor<2x3072xf32>
  %g_10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mm_4, %bias_t : tensor<2x3072xf32>, tensor<3072xf32>) outs(%e_9 : tensor<2x3072xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %x = arith.addf %in0, %in1 : f32
    %x2 = arith.mulf %x, %x : f32
    %x3 = arith.mulf %x2, %x : f32
    %t0 = arith.mulf %x3, %c_8 : f32
    %t1 = arith.addf %x, %t0 : f32
    %t2 = arith.mulf %t1, %c_7 : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %t3, %c_6 : f32
    %t5 = arith.mulf %x, %c_5 : f32
    %g = arith.mulf %t5, %t4 : f32
    linalg.yield %g : f32
  } -> tensor<2x3072xf32>
  bufferization.materialize_in_destination %g_10 in restrict writable %Y : (tensor<2x3072xf32>, memref<2x3072xf32>) -> ()
  return
}
