// embedding gather: 512 ids into a 2048x768 table
// word embeddings only, 512 tokens
func.func @embedding(%Ids: memref<512xi32>, %Table: memref<2048x768xf32>, %Y: memref<512x768xf32>) attributes {llvm.emit_c_interface, mqss.int_max = 2048 : i64} {
  %ids_t = bufferization.to_tensor %Ids restrict : memref<512xi32> to tensor<512xi32>
  %table_t = bufferization.to_tensor %Table restrict : memref<2048x768xf32> to tensor<2048x768xf32>
  %e_1 = tensor.empty() : tensor<512x768xf32>
  %g_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids_t : tensor<512xi32>) outs(%e_1 : tensor<512x768xf32>) {
  ^bb0(%id: i32, %acc: f32):
    %j = linalg.index 1 : index
    %row = arith.index_cast %id : i32 to index
    %v = tensor.extract %table_t[%row, %j] : tensor<2048x768xf32>
    linalg.yield %v : f32
  } -> tensor<512x768xf32>
  bufferization.materialize_in_destination %g_2 in restrict writable %Y : (tensor<512x768xf32>, memref<512x768xf32>) -> ()
  return
}
