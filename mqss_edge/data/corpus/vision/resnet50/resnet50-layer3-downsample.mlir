// resnet50 layer3-downsample: layer3 block 0 downsample conv + bn
// imported with torch-mlir (FX importer), converted to the kernel ABI, printed by mlir-opt-22
module {
  func.func @resnet50_layer3_downsample(%arg0: memref<1x256x28x28xf32>, %arg1: memref<1024x256x1x1xf32>, %arg2: memref<1024xf32>, %arg3: memref<1x1024x14x14xf32>) attributes {llvm.emit_c_interface} {
    %0 = bufferization.to_tensor %arg0 restrict : memref<1x256x28x28xf32> to tensor<1x256x28x28xf32>
    %1 = bufferization.to_tensor %arg1 restrict : memref<1024x256x1x1xf32> to tensor<1024x256x1x1xf32>
    %2 = bufferization.to_tensor %arg2 restrict : memref<1024xf32> to tensor<1024xf32>
    %3 = tensor.empty() : tensor<1x1024x14x14xf32>
    %broadcasted = linalg.broadcast ins(%2 : tensor<1024xf32>) outs(%3 : tensor<1x1024x14x14xf32>) dimensions = [0, 2, 3] 
    %4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%0, %1 : tensor<1x256x28x28xf32>, tensor<1024x256x1x1xf32>) outs(%broadcasted : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32>
    bufferization.materialize_in_destination %4 in restrict writable %arg3 : (tensor<1x1024x14x14xf32>, memref<1x1024x14x14xf32>) -> ()
    return
  }
}

