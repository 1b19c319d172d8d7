// embedding gather: 1024 ids into a 2048x1024 table + learned positions
// 1024 tokens, 1024 hidden
func.func @embedding(%Ids: memref<1024xi32>, %Table: memref<2048x1024xf32>, %Pos: memref<1024x1024xf32>, %Y: memref<1024x1024xf32>) attributes {llvm.emit_c_interface, mqss.int_max = 2048 : i64} {
  %ids_t = bufferization.to_tensor %Ids restrict : memref<1024xi32> to tensor<1024xi32>
  %table_t = bufferization.to_tensor %Table restrict : memref<2048x1024xf32> to tensor<2048x1024xf32>
  %pos_t = bufferization.to_tensor %Pos restrict : memref<1024x1024xf32> to tensor<1024x1024xf32>
  %e_1 = tensor.empty() : tensor<1024x1024xf32>
  %g_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids_t, %pos_t : tensor<1024xi32>, tensor<1024x1024xf32>) outs(%e_1 : tensor<1024x1024xf32>) {
  ^bb0(%id: i32, %p: f32, %acc: f32):
    %j = linalg.index 1 : index
    %row = arith.index_cast %id : i32 to index
    %v = tensor.extract %table_t[%row, %j] : tensor<2048x1024xf32>
    %y = arith.addf %v, %p : f32
    linalg.yield %y : f32
  } -> tensor<1024x1024xf32>
  bufferization.materialize_in_destination %g_2 in restrict writable %Y : (tensor<1024x1024xf32>, memref<1024x1024xf32>) -> ()
  return
}
