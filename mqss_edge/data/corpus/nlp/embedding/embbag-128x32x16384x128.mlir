// embedding bag: 128 bags of 32 ids into a 16384x128 table, sum pooling
// DLRM-style bags, dim 128
func.func @embbag(%Ids: memref<128x32xi32>, %Table: memref<16384x128xf32>, %Y: memref<128x128xf32>) attributes {llvm.emit_c_interface, mqss.int_max = 16384 : i64} {
  %ids_t = bufferization.to_tensor %Ids restrict : memref<128x32xi32> to tensor<128x32xi32>
  %table_t = bufferization.to_tensor %Table restrict : memref<16384x128xf32> to tensor<16384x128xf32>
  %c_1 = arith.constant 0.000000e+00 : f32
  %e_2 = tensor.empty() : tensor<128x128xf32>
  %f_3 = linalg.fill ins(%c_1 : f32) outs(%e_2 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %g_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ids_t : tensor<128x32xi32>) outs(%f_3 : tensor<128x128xf32>) {
  ^bb0(%id: i32, %acc: f32):
    %j = linalg.index 1 : index
    %row = arith.index_cast %id : i32 to index
    %v = tensor.extract %table_t[%row, %j] : tensor<16384x128xf32>
    %a = arith.addf %v, %acc : f32
    linalg.yield %a : f32
  } -> tensor<128x128xf32>
  bufferization.materialize_in_destination %g_4 in restrict writable %Y : (tensor<128x128xf32>, memref<128x128xf32>) -> ()
  return
}
