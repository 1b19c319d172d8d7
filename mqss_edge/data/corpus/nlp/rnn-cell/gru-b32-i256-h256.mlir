// GRU step: batch 32, input 256, hidden 256
// batch-32 GRU
func.func @gru(%X: memref<32x256xf32>, %H: memref<32x256xf32>, %Wih: memref<256x768xf32>, %Whh: memref<256x768xf32>, %Bih: memref<768xf32>, %Bhh: memref<768xf32>, %Hout: memref<32x256xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<32x256xf32> to tensor<32x256xf32>
  %h_t = bufferization.to_tensor %H restrict : memref<32x256xf32> to tensor<32x256xf32>
  %wih_t = bufferization.to_tensor %Wih restrict : memref<256x768xf32> to tensor<256x768xf32>
  %whh_t = bufferization.to_tensor %Whh restrict : memref<256x768xf32> to tensor<256x768xf32>
  %bih_t = bufferization.to_tensor %Bih restrict : memref<768xf32> to tensor<768xf32>
  %bhh_t = bufferization.to_tensor %Bhh restrict : memref<768xf32> to tensor<768xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<32x768xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<32x768xf32>) -> tensor<32x768xf32>
  %mm_4 = linalg.matmul ins(%x_t, %wih_t : tensor<32x256xf32>, tensor<256x768xf32>) outs(%f_3 : tensor<32x768xf32>) -> tensor<32x768xf32>
  %c_5 = arith.constant 0.000000e+00 : f32
  %e_6 = tensor.empty() : tensor<32x768xf32>
  %f_7 = linalg.fill ins(%c_5 : f32) outs(%e_6 : tensor<32x768xf32>) -> tensor<32x768xf32>
  %mm_8 = linalg.matmul ins(%h_t, %whh_t : tensor<32x256xf32>, tensor<256x768xf32>) outs(%f_7 : tensor<32x768xf32>) -> tensor<32x768xf32>
  %c_9 = arith.constant 1.000000e+00 : f32
  %gs_10 = tensor.extract_slice %mm_4[0, 0] [32, 256] [1, 1] : tensor<32x768xf32> to tensor<32x256xf32>
  %gs_11 = tensor.extract_slice %mm_4[0, 256] [32, 256] [1, 1] : tensor<32x768xf32> to tensor<32x256xf32>
  %gs_12 = tensor.extract_slice %mm_4[0, 512] [32, 256] [1, 1] : tensor<32x768xf32> to tensor<32x256xf32>
  %gs_13 = tensor.extract_slice %mm_8[0, 0] [32, 256] [1, 1] : tensor<32x768xf32> to tensor<32x256xf32>
  %gs_14 = tensor.extract_slice %mm_8[0, 256] [32, 256] [1, 1] : tensor<32x768xf32> to tensor<32x256xf32>
  %gs_15 = tensor.extract_slice %mm_8[0, 512] [32, 256] [1, 1] : tensor<32x768xf32> to tensor<32x256xf32>
  %bs_16 = tensor.extract_slice %bih_t[0] [256] [1] : tensor<768xf32> to tensor<256xf32>
  %bs_17 = tensor.extract_slice %bih_t[256] [256] [1] : tensor<768xf32> to tensor<256xf32>
  %bs_18 = tensor.extract_slice %bih_t[512] [256] [1] : tensor<768xf32> to tensor<256xf32>
  %bs_19 = tensor.extract_slice %bhh_t[0] [256] [1] : tensor<768xf32> to tensor<256xf32>
  %bs_20 = tensor.extract_slice %bhh_t[256] [256] [1] : tensor<768xf32> to tensor<256xf32>
  %bs_21 = tensor.extract_slice %bhh_t[512] [256] [1] : tensor<768xf32> to tensor<256xf32>
  %e_22 = tensor.empty() : tensor<32x256xf32>
  %g_23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%gs_10, %gs_11, %gs_12, %gs_13, %gs_14, %gs_15, %bs_16, %bs_17, %bs_18, %bs_19, %bs_20, %bs_21, %h_t : tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>) outs(%e_22 : tensor<32x256xf32>) {
  ^bb0(%xr: f32, %xz: f32, %xn: f32, %hr: f32, %hz: f32, %hn: f32, %bir: f32, %biz: f32, %bin: f32, %bhr: f32, %bhz: f32, %bhn: f32, %hp: f32, %acc: f32):
    %r0 = arith.addf %xr, %hr : f32
    %r1 = arith.addf %r0, %bir : f32
    %r2 = arith.addf %r1, %bhr : f32
    %srn = arith.negf %r2 : f32
    %sre = math.exp %srn : f32
    %srd = arith.addf %sre, %c_9 : f32
    %r = arith.divf %c_9, %srd : f32
    %z0 = arith.addf %xz, %hz : f32
    %z1 = arith.addf %z0, %biz : f32
    %z2 = arith.addf %z1, %bhz : f32
    %szn = arith.negf %z2 : f32
    %sze = math.exp %szn : f32
    %szd = arith.addf %sze, %c_9 : f32
    %z = arith.divf %c_9, %szd : f32
    %hb = arith.addf %hn, %bhn : f32
    %rh = arith.mulf %r, %hb : f32
    %xb = arith.addf %xn, %bin : f32
    %n0 = arith.addf %xb, %rh : f32
    %n = math.tanh %n0 : f32
    %omz = arith.subf %c_9, %z : f32
    %a = arith.mulf %omz, %n : f32
    %bz = arith.mulf %z, %hp : f32
    %hnew = arith.addf %a, %bz : f32
    linalg.yield %hnew : f32
  } -> tensor<32x256xf32>
  bufferization.materialize_in_destination %g_23 in restrict writable %Hout : (tensor<32x256xf32>, memref<32x256xf32>) -> ()
  return
}
