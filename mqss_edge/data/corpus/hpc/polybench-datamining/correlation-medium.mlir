// PolyBench correlation M=240 N=260: means, standard deviations, normalization, upper-triangle correlation mirrored
func.func @kernel_correlation(%Data: memref<260x240xf64>, %Corr: memref<240x240xf64>, %Mean: memref<240xf64>, %Stddev: memref<240xf64>) attributes {llvm.emit_c_interface} {
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %eps = arith.constant 0.1 : f64
  %float_n = arith.constant 260.0 : f64
  %sqrt_n = math.sqrt %float_n : f64
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
  affine.for %j = 0 to 240 {
    affine.store %zero, %Stddev[%j] : memref<240xf64>
    affine.for %i = 0 to 260 {
      %d = affine.load %Data[%i, %j] : memref<260x240xf64>
      %mu = affine.load %Mean[%j] : memref<240xf64>
      %x = arith.subf %d, %mu : f64
      %sq = arith.mulf %x, %x : f64
      %s = affine.load %Stddev[%j] : memref<240xf64>
      %s2 = arith.addf %s, %sq : f64
      affine.store %s2, %Stddev[%j] : memref<240xf64>
    }
    %s = affine.load %Stddev[%j] : memref<240xf64>
    %v = arith.divf %s, %float_n : f64
    %sd = math.sqrt %v : f64
    %small = arith.cmpf ole, %sd, %eps : f64
    %sd2 = arith.select %small, %one, %sd : f64
    affine.store %sd2, %Stddev[%j] : memref<240xf64>
  }
  affine.for %i = 0 to 260 {
    affine.for %j = 0 to 240 {
      %d = affine.load %Data[%i, %j] : memref<260x240xf64>
      %mu = affine.load %Mean[%j] : memref<240xf64>
      %x = arith.subf %d, %mu : f64
      %sd = affine.load %Stddev[%j] : memref<240xf64>
      %den = arith.mulf %sqrt_n, %sd : f64
      %y = arith.divf %x, %den : f64
      affine.store %y, %Data[%i, %j] : memref<260x240xf64>
    }
  }
  affine.for %i = 0 to 239 {
    affine.store %one, %Corr[%i, %i] : memref<240x240xf64>
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to 240 {
      affine.store %zero, %Corr[%i, %j] : memref<240x240xf64>
      affine.for %k = 0 to 260 {
        %a = affine.load %Data[%k, %i] : memref<260x240xf64>
        %b = affine.load %Data[%k, %j] : memref<260x240xf64>
        %p = arith.mulf %a, %b : f64
        %c = affine.load %Corr[%i, %j] : memref<240x240xf64>
        %s = arith.addf %c, %p : f64
        affine.store %s, %Corr[%i, %j] : memref<240x240xf64>
      }
      %c = affine.load %Corr[%i, %j] : memref<240x240xf64>
      affine.store %c, %Corr[%j, %i] : memref<240x240xf64>
    }
  }
  affine.store %one, %Corr[239, 239] : memref<240x240xf64>
  return
}
