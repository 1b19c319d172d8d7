// embedding bag: 1024 bags of 8 ids into a 4096x32 table, sum pooling
// small-dim bags
func.func @embbag(%Ids: memref<1024x8xi32>, %Table: memref<4096x32xf32>, %Y: memref<1024x32xf32>) attributes {llvm.emit_c_interface, mqss.int_max = 4096 : i64} {
  %ids_t = bufferization.to_tensor %Ids restrict : memref<1024x8xi32> to tensor<1024x8xi32>
  %table_t = bufferization.to_tensor %Table restrict : memref<4096x32xf32> to tensor<4096x32xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<1024x32xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<1024x32xf32>) -> tensor<1024x32xf32>
  %g_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ids_t : tensor<1024x8xi32>) outs(%f_3 : tensor<1024x32xf32>) {
  ^bb0(%id: i32, %acc: f32):
    %j = linalg.index 1 : index
    %row = arith.index_cast %id : i32 to index
    %v = tensor.extract %table_t[%row, %j] : tensor<4096x32xf32>
    %a = arith.addf %v, %acc : f32
    linalg.yield %a : f32
  } -> tensor<1024x32xf32>
  bufferization.materialize_in_destination %g_4 in restrict writable %Y : (tensor<1024x32xf32>, memref<1024x32xf32>) -> ()
  return
}
