// resnet50 layer1-downsample: layer1 block 0 downsample conv + bn
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
module {
  func.func @resnet50_layer1_downsample(%arg0: memref<1x64x56x56xf32>, %arg1: memref<256x64x1x1xf32>, %arg2: memref<256xf32>, %arg3: memref<1x256x56x56xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x64x56x56xf32> to tensor<1x64x56x56xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<256x64x1x1xf32> to tensor<256x64x1x1xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<256xf32> to tensor<256xf32>
    %3 = tensor.empty() : tensor<1x256x56x56xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<256xf32>) outs(%3 : tensor<1x256x56x56xf32>) dimensions = [0, 2, 3] 
    %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %1 : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%broadcasted : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
    bufferization.materialize_in_destination %4 in restrict writable %arg3 : (tensor<1x256x56x56xf32>, memref<1x256x56x56xf32>) -> ()
    return
  }
}

