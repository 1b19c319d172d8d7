// Embedding lookup: out[i, j] = table[idx[i], j] through tensor.extract inside a linalg.generic.
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @embed(%T: memref<1000x64xf32>, %IDX: memref<128xi32>, %O: memref<128x64xf32>) attributes {llvm.emit_c_interface, mqss.int_max = 1000 : i64} {
    %t = bufferization.to_tensor %T restrict : memref<1000x64xf32> to tensor<1000x64xf32>
    %idx = bufferization.to_tensor %IDX restrict : memref<128xi32> to tensor<128xi32>
    %e = tensor.empty() : tensor<128x64xf32>
    %r = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<128xi32>) outs(%e : tensor<128x64xf32>) {
    ^bb0(%i: i32, %o: f32):
      %row = arith.index_cast %i : i32 to index
      %col = linalg.index 1 : index
      %v = tensor.extract %t[%row, %col] : tensor<1000x64xf32>
      linalg.yield %v : f32
    } -> tensor<128x64xf32>
    bufferization.materialize_in_destination %r in restrict writable %O : (tensor<128x64xf32>, memref<128x64xf32>) -> ()
    return
  }
}
