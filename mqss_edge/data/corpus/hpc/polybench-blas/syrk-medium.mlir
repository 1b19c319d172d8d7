// PolyBench syrk M=200 N=240: lower triangle of C = beta*C + alpha*A*A^T
func.func @kernel_syrk(%C: memref<240x240xf64>, %A: memref<240x200xf64>) attributes {llvm.emit_c_interface} {
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  affine.for %i = 0 to 240 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %c = affine.load %C[%i, %j] : memref<240x240xf64>
      %cb = arith.mulf %c, %beta : f64
      affine.store %cb, %C[%i, %j] : memref<240x240xf64>
    }
    affine.for %k = 0 to 200 {
      affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        %aik = affine.load %A[%i, %k] : memref<240x200xf64>
        %ajk = affine.load %A[%j, %k] : memref<240x200xf64>
        %p = arith.mulf %alpha, %aik : f64
        %q = arith.mulf %p, %ajk : f64
        %c = affine.load %C[%i, %j] : memref<240x240xf64>
        %s = arith.addf %c, %q : f64
        affine.store %s, %C[%i, %j] : memref<240x240xf64>
      }
    }
  }
  return
}
