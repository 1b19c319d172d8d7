// Row softmax of a 64x128 tensor as a chain of linalg.generic ops: max, exp(x - max), sum, divide.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
module {
  func.func @softmax(%IN: memref<64x128xf32>, %OUT: memref<64x128xf32>) attributes {llvm.emit_c_interface} {
    %x = bufferization.to_tensor %IN restrict : memref<64x128xf32> to tensor<64x128xf32>
    %ninf = arith.constant -3.40282347E+38 : f32
    %zero = arith.constant 0.000000e+00 : f32
    %e1 = tensor.empty() : tensor<64xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
    %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x128xf32>) outs(%m0 : tensor<64xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %0 = arith.maximumf %in, %acc : f32
      linalg.yield %0 : f32
    } -> tensor<64xf32>
    %e2 = tensor.empty() : tensor<64x128xf32>
    %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<64x128xf32>, tensor<64xf32>) outs(%e2 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %m: f32, %o: f32):
      %0 = arith.subf %in, %m : f32
      %1 = math.exp %0 : f32
      linalg.yield %1 : f32
    } -> tensor<64x128xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
    %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<64x128xf32>) outs(%s0 : tensor<64xf32>) {
    ^bb0(%in: f32, %acc: f32):
      %0 = arith.addf %in, %acc : f32
      linalg.yield %0 : f32
    } -> tensor<64xf32>
    %res = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %sum : tensor<64x128xf32>, tensor<64xf32>) outs(%e2 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %s: f32, %o: f32):
      %0 = arith.divf %in, %s : f32
      linalg.yield %0 : f32
    } -> tensor<64x128xf32>
    bufferization.materialize_in_destination %res in restrict writable %OUT : (tensor<64x128xf32>, memref<64x128xf32>) -> ()
    return
  }
}
