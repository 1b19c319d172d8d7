// softmax(relu(2x + 1)) over rows of a 256x1024 matrix: elementwise, row max, exp, row sum, divide.
// Bufferization gives the row max and the row sum one buffer; LLVM 22's affine-loop-fusion then moves
// the sum's reset above the exp loop that still reads the max: a silent miscompile the check must catch.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @softmax(%X: memref<256x1024xf32>, %Y: memref<256x1024xf32>) attributes {llvm.emit_c_interface} {
  %x = bufferization.to_tensor %X restrict : memref<256x1024xf32> to tensor<256x1024xf32>
  %c2 = arith.constant 2.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c0 = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %o: f32):
      %m = arith.mulf %in, %c2 : f32
      %s = arith.addf %m, %c1 : f32
      %r = arith.maximumf %s, %c0 : f32
      linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  %e2 = tensor.empty() : tensor<256x1024xf32>
  %re = tensor.empty() : tensor<256xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%re : tensor<256xf32>) -> tensor<256xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<256x1024xf32>) outs(%mi : tensor<256xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %r = arith.maximumf %in, %acc : f32
      linalg.yield %r : f32
  } -> tensor<256xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %mx : tensor<256x1024xf32>, tensor<256xf32>) outs(%e2 : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %m: f32, %o: f32):
      %d = arith.subf %in, %m : f32
      %r = math.exp %d : f32
      linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  %si = linalg.fill ins(%c0 : f32) outs(%re : tensor<256xf32>) -> tensor<256xf32>
  %sm = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<256x1024xf32>) outs(%si : tensor<256xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
  } -> tensor<256xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sm : tensor<256x1024xf32>, tensor<256xf32>) outs(%e : tensor<256x1024xf32>) {
    ^bb0(%in: f32, %s: f32, %o: f32):
      %r = arith.divf %in, %s : f32
      linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  bufferization.materialize_in_destination %y in restrict writable %Y : (tensor<256x1024xf32>, memref<256x1024xf32>) -> ()
  return
}
