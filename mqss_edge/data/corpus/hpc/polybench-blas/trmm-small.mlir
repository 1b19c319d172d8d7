// PolyBench trmm M=60 N=80: B = alpha * A^T B, A unit lower triangular, in place
func.func @kernel_trmm(%A: memref<60x60xf64>, %B: memref<60x80xf64>) attributes {llvm.emit_c_interface} {
  %alpha = arith.constant 1.5 : f64
  affine.for %i = 0 to 60 {
    affine.for %j = 0 to 80 {
      affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i) to 60 {
        %aki = affine.load %A[%k, %i] : memref<60x60xf64>
        %bkj = affine.load %B[%k, %j] : memref<60x80xf64>
        %p = arith.mulf %aki, %bkj : f64
        %b = affine.load %B[%i, %j] : memref<60x80xf64>
        %s = arith.addf %b, %p : f64
        affine.store %s, %B[%i, %j] : memref<60x80xf64>
      }
      %b = affine.load %B[%i, %j] : memref<60x80xf64>
      %r = arith.mulf %alpha, %b : f64
      affine.store %r, %B[%i, %j] : memref<60x80xf64>
    }
  }
  return
}
