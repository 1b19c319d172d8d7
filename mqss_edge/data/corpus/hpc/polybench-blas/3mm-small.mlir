// PolyBench 3mm NI=40 NJ=50 NK=60 NL=70 NM=80: E = A*B; F = C*D; G = E*F
func.func @kernel_3mm(%A: memref<40x60xf64>, %B: memref<60x50xf64>, %C: memref<50x80xf64>, %D: memref<80x70xf64>, %G: memref<40x70xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<40x60xf64> to tensor<40x60xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<60x50xf64> to tensor<60x50xf64>
  %c_t = bufferization.to_tensor %C restrict : memref<50x80xf64> to tensor<50x80xf64>
  %d_t = bufferization.to_tensor %D restrict : memref<80x70xf64> to tensor<80x70xf64>
  %c_1 = arith.constant 0.000000e+00 : f64
  %e_2 = tensor.empty() : tensor<40x50xf64>
  %f_3 = linalg.fill ins(%c_1 : f64) outs(%e_2 : tensor<40x50xf64>) -> tensor<40x50xf64>
  %mm_4 = linalg.matmul ins(%a_t, %b_t : tensor<40x60xf64>, tensor<60x50xf64>) outs(%f_3 : tensor<40x50xf64>) -> tensor<40x50xf64>
  %c_5 = arith.constant 0.000000e+00 : f64
  %e_6 = tensor.empty() : tensor<50x70xf64>
  %f_7 = linalg.fill ins(%c_5 : f64) outs(%e_6 : tensor<50x70xf64>) -> tensor<50x70xf64>
  %mm_8 = linalg.matmul ins(%c_t, %d_t : tensor<50x80xf64>, tensor<80x70xf64>) outs(%f_7 : tensor<50x70xf64>) -> tensor<50x70xf64>
  %c_9 = arith.constant 0.000000e+00 : f64
  %e_10 = tensor.empty() : tensor<40x70xf64>
  %f_11 = linalg.fill ins(%c_9 : f64) outs(%e_10 : tensor<40x70xf64>) -> tensor<40x70xf64>
  %mm_12 = linalg.matmul ins(%mm_4, %mm_8 : tensor<40x50xf64>, tensor<50x70xf64>) outs(%f_11 : tensor<40x70xf64>) -> tensor<40x70xf64>
  bufferization.materialize_in_destination %mm_12 in restrict writable %G : (tensor<40x70xf64>, memref<40x70xf64>) -> ()
  return
}
