// PolyBench covariance M=240 N=260: column means, centering, upper-triangle covariance mirrored
func.func @kernel_covariance(%Data: memref<260x240xf64>, %Cov: memref<240x240xf64>, %Mean: memref<240xf64>) attributes {llvm.emit_c_interface} {
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %float_n = arith.constant 260.0 : f64
  %n1 = arith.subf %float_n, %one : f64
  affine.for %j = 0 to 240 {
    affine.store %zero, %Mean[%j] : memref<240xf64>
    affine.for %i = 0 to 260 {
      %d = affine.load %Data[%i, %j] : memref<260x240xf64>
      %s = affine.load %Mean[%j] : memref<240xf64>
      %s2 = arith.addf %s, %d : f64
      affine.store %s2, %Mean[%j] : memref<240xf64>
    }
    %s = affine.load %Mean[%j] : memref<240xf64>
    %mu = arith.divf %s, %float_n : f64
    affine.store %mu, %Mean[%j] : memref<240xf64>
  }
  affine.for %i = 0 to 260 {
    affine.for %j = 0 to 240 {
      %d = affine.load %Data[%i, %j] : memref<260x240xf64>
      %mu = affine.load %Mean[%j] : memref<240xf64>
      %x = arith.subf %d, %mu : f64
      affine.store %x, %Data[%i, %j] : memref<260x240xf64>
    }
  }
  affine.for %i = 0 to 240 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 240 {
      affine.store %zero, %Cov[%i, %j] : memref<240x240xf64>
      affine.for %k = 0 to 260 {
        %a = affine.load %Data[%k, %i] : memref<260x240xf64>
        %b = affine.load %Data[%k, %j] : memref<260x240xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %Cov[%i, %j] : memref<240x240xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %Cov[%i, %j] : memref<240x240xf64>
      }
      %c = affine.load %Cov[%i, %j] : memref<240x240xf64>
      %r = arith.divf %c, %n1 : f64
      affine.store %r, %Cov[%i, %j] : memref<240x240xf64>
      affine.store %r, %Cov[%j, %i] : memref<240x240xf64>
    }
  }
  return
}
