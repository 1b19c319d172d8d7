// gelu_tanh(x + bias) on 197x1536
// ViT-S/16 MLP activation
func.func @gelu(%X: memref<197x1536xf32>, %Bias: memref<1536xf32>, %Y: memref<197x1536xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<197x1536xf32> to tensor<197x1536xf32>
  %bias_t = bufferization.to_tensor %Bias restrict : memref<1536xf32> to tensor<1536xf32>
  %c_1 = arith.constant 5.000000e-01 : f32
  %c_2 = arith.constant 1.000000e+00 : f32
  %c_3 = arith.constant 7.978846e-01 : f32
  %c_4 = arith.constant 4.471500e-02 : f32
  %e_5 = tensor.empty() : tensor<197x1536xf32>
  %g_6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x_t, %bias_t : tensor<197x1536xf32>, tensor<1536xf32>) outs(%e_5 : tensor<197x1536xf32>) {
  ^bb0(%in0: f32, %in1: f32, %acc: f32):
    %x = arith.addf %in0, %in1 : f32
    %x2 = arith.mulf %x, %x : f32
    %x3 = arith.mulf %x2, %x : f32
    %t0 = arith.mulf %x3, %c_4 : f32
    %t1 = arith.addf %x, %t0 : f32
    %t2 = arith.mulf %t1, %c_3 : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %t3, %c_2 : f32
    %t5 = arith.mulf %x, %c_1 : f32
    %g = arith.mulf %t5, %t4 : f32
    linalg.yield %g : f32
  } -> tensor<197x1536xf32>
  bufferization.materialize_in_destination %g_6 in restrict writable %Y : (tensor<197x1536xf32>, memref<197x1536xf32>) -> ()
  return
}
