// LSTM step: batch 64, input 128, hidden 128; gates = x Wih + h Whh + b
// batch-64 LSTM 128
func.func @lstm(%X: memref<64x128xf32>, %H: memref<64x128xf32>, %C: memref<64x128xf32>, %Wih: memref<128x512xf32>, %Whh: memref<128x512xf32>, %Bias: memref<512xf32>, %Cout: memref<64x128xf32>, %Hout: memref<64x128xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<64x128xf32> to tensor<64x128xf32>
  %h_t = bufferization.to_tensor %H restrict : memref<64x128xf32> to tensor<64x128xf32>
  %c_t = bufferization.to_tensor %C restrict : memref<64x128xf32> to tensor<64x128xf32>
  %wih_t = bufferization.to_tensor %Wih restrict : memref<128x512xf32> to tensor<128x512xf32>
  %whh_t = bufferization.to_tensor %Whh restrict : memref<128x512xf32> to tensor<128x512xf32>
  %bias_t = bufferization.to_tensor %Bias restrict : memref<512xf32> to tensor<512xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<64x512xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<64x512xf32>) -> tensor<64x512xf32>
  %mm_4 = linalg.matmul ins(%x_t, %wih_t : tensor<64x128xf32>, tensor<128x512xf32>) outs(%f_3 : tensor<64x512xf32>) -> tensor<64x512xf32>
  %mm_5 = linalg.matmul ins(%h_t, %whh_t : tensor<64x128xf32>, tensor<128x512xf32>) outs(%mm_4 : tensor<64x512xf32>) -> tensor<64x512xf32>
  %c_6 = arith.constant 1.000000e+00 : f32
  %gs_7 = tensor.extract_slice %mm_5[0, 0] [64, 128] [1, 1] : tensor<64x512xf32> to tensor<64x128xf32>
  %bs_8 = tensor.extract_slice %bias_t[0] [128] [1] : tensor<512xf32> to tensor<128xf32>
  %gs_9 = tensor.extract_slice %mm_5[0, 128] [64, 128] [1, 1] : tensor<64x512xf32> to tensor<64x128xf32>
  %bs_10 = tensor.extract_slice %bias_t[128] [128] [1] : tensor<512xf32> to tensor<128xf32>
  %gs_11 = tensor.extract_slice %mm_5[0, 256] [64, 128] [1, 1] : tensor<64x512xf32> to tensor<64x128xf32>
  %bs_12 = tensor.extract_slice %bias_t[256] [128] [1] : tensor<512xf32> to tensor<128xf32>
  %gs_13 = tensor.extract_slice %mm_5[0, 384] [64, 128] [1, 1] : tensor<64x512xf32> to tensor<64x128xf32>
  %bs_14 = tensor.extract_slice %bias_t[384] [128] [1] : tensor<512xf32> to tensor<128xf32>
  %e_15 = tensor.empty() : tensor<64x128xf32>
  %g_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%gs_7, %gs_9, %gs_11, %gs_13, %bs_8, %bs_10, %bs_12, %bs_14, %c_t : tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>) outs(%e_15 : tensor<64x128xf32>) {
  ^bb0(%gi: f32, %gf: f32, %gg: f32, %go: f32, %bi: f32, %bf: f32, %bg: f32, %bo: f32, %cp: f32, %acc: f32):
    %ai = arith.addf %gi, %bi : f32
    %af = arith.addf %gf, %bf : f32
    %ag = arith.addf %gg, %bg : f32
    %ao = arith.addf %go, %bo : f32
    %in = arith.negf %ai : f32
    %ie = math.exp %in : f32
    %id = arith.addf %ie, %c_6 : f32
    %si = arith.divf %c_6, %id : f32
    %fn = arith.negf %af : f32
    %fe = math.exp %fn : f32
    %fd = arith.addf %fe, %c_6 : f32
    %sf = arith.divf %c_6, %fd : f32
    %on = arith.negf %ao : f32
    %oe = math.exp %on : f32
    %od = arith.addf %oe, %c_6 : f32
    %so = arith.divf %c_6, %od : f32
    %tg = math.tanh %ag : f32
    %c1 = arith.mulf %sf, %cp : f32
    %c2 = arith.mulf %si, %tg : f32
    %cn = arith.addf %c1, %c2 : f32
    linalg.yield %cn : f32
  } -> tensor<64x128xf32>
  %e_17 = tensor.empty() : tensor<64x128xf32>
  %g_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%gs_7, %gs_9, %gs_11, %gs_13, %bs_8, %bs_10, %bs_12, %bs_14, %g_16 : tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64x128xf32>) outs(%e_17 : tensor<64x128xf32>) {
  ^bb0(%gi: f32, %gf: f32, %gg: f32, %go: f32, %bi: f32, %bf: f32, %bg: f32, %bo: f32, %cn: f32, %acc: f32):
    %ao = arith.addf %go, %bo : f32
    %on = arith.negf %ao : f32
    %oe = math.exp %on : f32
    %od = arith.addf %oe, %c_6 : f32
    %so = arith.divf %c_6, %od : f32
    %tc = math.tanh %cn : f32
    %hn = arith.mulf %so, %tc : f32
    linalg.yield %hn : f32
  } -> tensor<64x128xf32>
  bufferization.materialize_in_destination %g_16 in restrict writable %Cout : (tensor<64x128xf32>, memref<64x128xf32>) -> ()
  bufferization.materialize_in_destination %g_18 in restrict writable %Hout : (tensor<64x128xf32>, memref<64x128xf32>) -> ()
  return
}
