// PolyBench seidel-2d TSTEPS=40 N=120: in-place 9-point Gauss-Seidel
func.func @kernel_seidel_2d(%A: memref<120x120xf64>) attributes {llvm.emit_c_interface} {
  %nine = arith.constant 9.0 : f64
  affine.for %t = 0 to 40 {
    affine.for %i = 1 to 119 {
      affine.for %j = 1 to 119 {
        %a0 = affine.load %A[%i - 1, %j - 1] : memref<120x120xf64>
        %a1 = affine.load %A[%i - 1, %j] : memref<120x120xf64>
        %a2 = affine.load %A[%i - 1, %j + 1] : memref<120x120xf64>
        %a3 = affine.load %A[%i, %j - 1] : memref<120x120xf64>
        %a4 = affine.load %A[%i, %j] : memref<120x120xf64>
        %a5 = affine.load %A[%i, %j + 1] : memref<120x120xf64>
        %a6 = affine.load %A[%i + 1, %j - 1] : memref<120x120xf64>
        %a7 = affine.load %A[%i + 1, %j] : memref<120x120xf64>
        %a8 = affine.load %A[%i + 1, %j + 1] : memref<120x120xf64>
        %s1 = arith.addf %a0, %a1 : f64
        %s2 = arith.addf %s1, %a2 : f64
        %s3 = arith.addf %s2, %a3 : f64
        %s4 = arith.addf %s3, %a4 : f64
        %s5 = arith.addf %s4, %a5 : f64
        %s6 = arith.addf %s5, %a6 : f64
        %s7 = arith.addf %s6, %a7 : f64
        %s8 = arith.addf %s7, %a8 : f64
        %r = arith.divf %s8, %nine : f64
        affine.store %r, %A[%i, %j] : memref<120x120xf64>
      }
    }
  }
  return
}
