// PolyBench trmm M=200 N=240: B = alpha * A^T B, A unit lower triangular, in place
func.func @kernel_trmm(%A: memref<200x200xf64>, %B: memref<200x240xf64>) attributes {llvm.emit_c_interface} {
  %alpha = arith.constant 1.5 : f64
  affine.for %i = 0 to 200 {
    affine.for %j = 0 to 240 {
      affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i) to 200 {
        %aki = affine.load %A[%k, %i] : memref<200x200xf64>
        %bkj = affine.load %B[%k, %j] : memref<200x240xf64>
        %p = arith.mulf %aki, %bkj : f64
        %b = affine.load %B[%i, %j] : memref<200x240xf64>
        %s = arith.addf %b, %p : f64
        affine.store %s, %B[%i, %j] : memref<200x240xf64>
      }
      %b = affine.load %B[%i, %j] : memref<200x240xf64>
      %r = arith.mulf %alpha, %b : f64
      affine.store %r, %B[%i, %j] : memref<200x240xf64>
    }
  }
  return
}
