// PolyBench 3mm NI=180 NJ=190 NK=200 NL=210 NM=220: E = A*B; F = C*D; G = E*F
func.func @kernel_3mm(%A: memref<180x200xf64>, %B: memref<200x190xf64>, %C: memref<190x220xf64>, %D: memref<220x210xf64>, %G: memref<180x210xf64>) attributes {llvm.emit_c_interface} {
  %a_t = bufferization.to_tensor %A restrict : memref<180x200xf64> to tensor<180x200xf64>
  %b_t = bufferization.to_tensor %B restrict : memref<200x190xf64> to tensor<200x190xf64>
  %c_t = bufferization.to_tensor %C restrict : memref<190x220xf64> to tensor<190x220xf64>
  %d_t = bufferization.to_tensor %D restrict : memref<220x210xf64> to tensor<220x210xf64>
  %c_1 = arith.constant 0.000000e+00 : f64
  %e_2 = tensor.empty() : tensor<180x190xf64>
  %f_3 = linalg.fill ins(%c_1 : f64) outs(%e_2 : tensor<180x190xf64>) -> tensor<180x190xf64>
  %mm_4 = linalg.matmul ins(%a_t, %b_t : tensor<180x200xf64>, tensor<200x190xf64>) outs(%f_3 : tensor<180x190xf64>) -> tensor<180x190xf64>
  %c_5 = arith.constant 0.000000e+00 : f64
  %e_6 = tensor.empty() : tensor<190x210xf64>
  %f_7 = linalg.fill ins(%c_5 : f64) outs(%e_6 : tensor<190x210xf64>) -> tensor<190x210xf64>
  %mm_8 = linalg.matmul ins(%c_t, %d_t : tensor<190x220xf64>, tensor<220x210xf64>) outs(%f_7 : tensor<190x210xf64>) -> tensor<190x210xf64>
  %c_9 = arith.constant 0.000000e+00 : f64
  %e_10 = tensor.empty() : tensor<180x210xf64>
  %f_11 = linalg.fill ins(%c_9 : f64) outs(%e_10 : tensor<180x210xf64>) -> tensor<180x210xf64>
  %mm_12 = linalg.matmul ins(%mm_4, %mm_8 : tensor<180x190xf64>, tensor<190x210xf64>) outs(%f_11 : tensor<180x210xf64>) -> tensor<180x210xf64>
  bufferization.materialize_in_destination %mm_12 in restrict writable %G : (tensor<180x210xf64>, memref<180x210xf64>) -> ()
  return
}
