// embedding gather: 1024 ids into a 4096x512 table
// 1024 tokens, 512 hidden
func.func @embedding(%Ids: memref<1024xi32>, %Table: memref<4096x512xf32>, %Y: memref<1024x512xf32>) attributes {llvm.emit_c_interface, mqss.int_max = 4096 : i64} {
  %ids_t = bufferization.to_tensor %Ids restrict : memref<1024xi32> to tensor<1024xi32>
  %table_t = bufferization.to_tensor %Table restrict : memref<4096x512xf32> to tensor<4096x512xf32>
  %e_1 = tensor.empty() : tensor<1024x512xf32>
  %g_2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids_t : tensor<1024xi32>) outs(%e_1 : tensor<1024x512xf32>) {
  ^bb0(%id: i32, %acc: f32):
    %j = linalg.index 1 : index
    %row = arith.index_cast %id : i32 to index
    %v = tensor.extract %table_t[%row, %j] : tensor<4096x512xf32>
    linalg.yield %v : f32
  } -> tensor<1024x512xf32>
  bufferization.materialize_in_destination %g_2 in restrict writable %Y : (tensor<1024x512xf32>, memref<1024x512xf32>) -> ()
  return
}
