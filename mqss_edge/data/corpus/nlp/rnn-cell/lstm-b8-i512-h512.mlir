// LSTM step: batch 8, input 512, hidden 512; gates = x Wih + h Whh + b
// batch-8 LSTM 512
func.func @lstm(%X: memref<8x512xf32>, %H: memref<8x512xf32>, %C: memref<8x512xf32>, %Wih: memref<512x2048xf32>, %Whh: memref<512x2048xf32>, %Bias: memref<2048xf32>, %Cout: memref<8x512xf32>, %Hout: memref<8x512xf32>) attributes {llvm.emit_c_interface} {
  %x_t = bufferization.to_tensor %X restrict : memref<8x512xf32> to tensor<8x512xf32>
  %h_t = bufferization.to_tensor %H restrict : memref<8x512xf32> to tensor<8x512xf32>
  %c_t = bufferization.to_tensor %C restrict : memref<8x512xf32> to tensor<8x512xf32>
  %wih_t = bufferization.to_tensor %Wih restrict : memref<512x2048xf32> to tensor<512x2048xf32>
  %whh_t = bufferization.to_tensor %Whh restrict : memref<512x2048xf32> to tensor<512x2048xf32>
  %bias_t = bufferization.to_tensor %Bias restrict : memref<2048xf32> to tensor<2048xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<8x2048xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
  %mm_4 = linalg.matmul ins(%x_t, %wih_t : tensor<8x512xf32>, tensor<512x2048xf32>) outs(%f_3 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
  %mm_5 = linalg.matmul ins(%h_t, %whh_t : tensor<8x512xf32>, tensor<512x2048xf32>) outs(%mm_4 : tensor<8x2048xf32>) -> tensor<8x2048xf32>
  %c_6 = arith.constant 1.000000e+00 : f32
  %gs_7 = tensor.extract_slice %mm_5[0, 0] [8, 512] [1, 1] : tensor<8x2048xf32> to tensor<8x512xf32>
  %bs_8 = tensor.extract_slice %bias_t[0] [512] [1] : tensor<2048xf32> to tensor<512xf32>
  %gs_9 = tensor.extract_slice %mm_5[0, 512] [8, 512] [1, 1] : tensor<8x2048xf32> to tensor<8x512xf32>
  %bs_10 = tensor.extract_slice %bias_t[512] [512] [1] : tensor<2048xf32> to tensor<512xf32>
  %gs_11 = tensor.extract_slice %mm_5[0, 1024] [8, 512] [1, 1] : tensor<8x2048xf32> to tensor<8x512xf32>
  %bs_12 = tensor.extract_slice %bias_t[1024] [512] [1] : tensor<2048xf32> to tensor<512xf32>
  %gs_13 = tensor.extract_slice %mm_5[0, 1536] [8, 512] [1, 1] : tensor<8x2048xf32> to tensor<8x512xf32>
  %bs_14 = tensor.extract_slice %bias_t[1536] [512] [1] : tensor<2048xf32> to tensor<512xf32>
  %e_15 = tensor.empty() : tensor<8x512xf32>
  %g_16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%gs_7, %gs_9, %gs_11, %gs_13, %bs_8, %bs_10, %bs_12, %bs_14, %c_t : tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x512xf32>) outs(%e_15 : tensor<8x512xf32>) {
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
  } -> tensor<8x512xf32>
  %e_17 = tensor.empty() : tensor<8x512xf32>
  %g_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%gs_7, %gs_9, %gs_11, %gs_13, %bs_8, %bs_10, %bs_12, %bs_14, %g_16 : tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<8x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x512xf32>) outs(%e_17 : tensor<8x512xf32>) {
  ^bb0(%gi: f32, %gf: f32, %gg: f32, %go: f32, %bi: f32, %bf: f32, %bg: f32, %bo: f32, %cn: f32, %acc: f32):
    %ao = arith.addf %go, %bo : f32
    %on = arith.negf %ao : f32
    %oe = math.exp %on : f32
    %od = arith.addf %oe, %c_6 : f32
    %so = arith.divf %c_6, %od : f32
    %tc = math.tanh %cn : f32
    %hn = arith.mulf %so, %tc : f32
    linalg.yield %hn : f32
  } -> tensor<8x512xf32>
  bufferization.materialize_in_destination %g_16 in restrict writable %Cout : (tensor<8x512xf32>, memref<8x512xf32>) -> ()
  bufferization.materialize_in_destination %g_18 in restrict writable %Hout : (tensor<8x512xf32>, memref<8x512xf32>) -> ()
  return
}
