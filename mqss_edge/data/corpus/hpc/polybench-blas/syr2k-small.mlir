// PolyBench syr2k M=60 N=80: lower triangle of C = beta*C + alpha*(A*B^T + B*A^T)
func.func @kernel_syr2k(%C: memref<80x80xf64>, %A: memref<80x60xf64>, %B: memref<80x60xf64>) attributes {llvm.emit_c_interface} {
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  affine.for %i = 0 to 80 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %c = affine.load %C[%i, %j] : memref<80x80xf64>
      %cb = arith.mulf %c, %beta : f64
      affine.store %cb, %C[%i, %j] : memref<80x80xf64>
    }
    affine.for %k = 0 to 60 {
      affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        %ajk = affine.load %A[%j, %k] : memref<80x60xf64>
        %bik = affine.load %B[%i, %k] : memref<80x60xf64>
        %bjk = affine.load %B[%j, %k] : memref<80x60xf64>
        %aik = affine.load %A[%i, %k] : memref<80x60xf64>
        %p1 = arith.mulf %ajk, %alpha : f64
        %p2 = arith.mulf %p1, %bik : f64
        %q1 = arith.mulf %bjk, %alpha : f64
        %q2 = arith.mulf %q1, %aik : f64
        %s1 = arith.addf %p2, %q2 : f64
        %c = affine.load %C[%i, %j] : memref<80x80xf64>
        %s = arith.addf %c, %s1 : f64
        affine.store %s, %C[%i, %j] : memref<80x80xf64>
      }
    }
  }
  return
}
