// embedding gather: 2048 ids into a 1024x256 table
// 2048 tokens, 256 hidden
func.func @embedding(%Ids: memref<2048xi32>, %Table: memref<1024x256xf32>, %Y: memref<2048x256xf32>) attributes {llvm.emit_c_interface, mqss.int_max = 1024 : i64} {
  %ids_t = bufferization.to_tensor %Ids restrict : memref<2048xi32> to tensor<2048xi32>
  %table_t = bufferization.to_tensor %Table restrict : memref<1024x256xf32> to tensor<1024x256xf32>
  %e_1 = tensor.empty() : tensor<2048x256xf32>
  %g_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids_t : tensor<2048xi32>) outs(%e_1 : tensor<2048x256xf32>) {
  ^bb0(%id: i32, %acc: f32):
    %j = linalg.index 1 : index
    %row = arith.index_cast %id : i32 to index
    %v = tensor.extract %table_t[%row, %j] : tensor<1024x256xf32>
    linalg.yield %v : f32
  } -> tensor<2048x256xf32>
  bufferization.materialize_in_destination %g_2 in restrict writable %Y : (tensor<2048x256xf32>, memref<2048x256xf32>) -> ()
  return
}
