// C += A * B, 256x256x256 f32: the classic case where tiling + vectorization pays 40x.
func.func @matmul(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) attributes {llvm.emit_c_interface} {
  %a = bufferization.to_tensor %A restrict : memref<256x256xf32> to tensor<256x256xf32>
  %b = bufferization.to_tensor %B restrict : memref<256x256xf32> to tensor<256x256xf32>
  %c = bufferization.to_tensor %C restrict : memref<256x256xf32> to tensor<256x256xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x256xf32>, tensor<256x256xf32>) outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  bufferization.materialize_in_destination %r in restrict writable %C : (tensor<256x256xf32>, memref<256x256xf32>) -> ()
  return
}
