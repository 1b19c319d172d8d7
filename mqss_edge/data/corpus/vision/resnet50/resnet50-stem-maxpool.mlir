// resnet50 stem-maxpool: maxpool
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
module {
  func.func @resnet50_stem_maxpool(%arg0: memref<1x64x112x112xf32>, %arg1: memref<1x64x56x56xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x64x112x112xf32> to tensor<1x64x112x112xf32>
    %cst = arith.constant 0xFF800000 : f32
    %1 = tensor.empty() : tensor<1x64x114x114xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<1x64x114x114xf32>) -> tensor<1x64x114x114xf32>
    %3 = tensor.empty() : tensor<1x64x112x112xf32>
    %4 = linalg.copy ins(%0 : tensor<1x64x112x112xf32>) outs(%3 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
    %inserted_slice = tensor.insert_slice %4 into %2[0, 0, 1, 1] [1, 64, 112, 112] [1, 1, 1, 1] : tensor<1x64x112x112xf32> into tensor<1x64x114x114xf32>
    %5 = tensor.empty() : tensor<1x64x56x56xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    %7 = tensor.empty() : tensor<3x3xf32>
    %8 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%inserted_slice, %7 : tensor<1x64x114x114xf32>, tensor<3x3xf32>) outs(%6 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
    bufferization.materialize_in_destination %8 in restrict writable %arg1 : (tensor<1x64x56x56xf32>, memref<1x64x56x56xf32>) -> ()
    return
  }
}

