// convnet: torch-mlir FX import, weights embedded
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x3x16x16xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_10_16_torch.float32> : tensor<10x16xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_8_1_1_torch.float32> : tensor<16x8x1x1xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_8_1_3_3_torch.float32> : tensor<8x1x3x3xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>
    %cst_12 = arith.constant 1.000000e-05 : f64
    %cst_13 = arith.constant dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_17 = arith.constant 6.400000e+01 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x16x16xf32> to tensor<1x3x18x18xf32>
    %0 = tensor.empty() : tensor<1x8x16x16xf32>
    %broadcasted = linalg.broadcast ins(%cst_16 : tensor<8xf32>) outs(%0 : tensor<1x8x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_15 : tensor<1x3x18x18xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_13 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.truncf %cst_12 : f64 to f32
      %30 = arith.addf %in, %29 : f32
      linalg.yield %30 : f32
    } -> tensor<8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%3 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = math.sqrt %in : f32
      linalg.yield %29 : f32
    } -> tensor<8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.cmpf one, %in, %cst : f32
      cf.assert %29, "unimplemented: tensor with zero element"
      %30 = arith.divf %cst_0, %in : f32
      linalg.yield %30 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %expanded_18 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %29 = arith.subf %in, %in_25 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_18 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %29 = arith.mulf %in, %in_25 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_19 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_19 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %29 = arith.mulf %in, %in_25 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %expanded_20 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_20 : tensor<1x8x16x16xf32>, tensor<8x1x1xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %29 = arith.addf %in, %in_25 : f32
      linalg.yield %29 : f32
    } -> tensor<1x8x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x8x16x16xf32>) outs(%0 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.cmpf ugt, %in, %cst : f32
      %30 = arith.select %29, %in, %cst : f32
      linalg.yield %30 : f32
    } -> tensor<1x8x16x16xf32>
    %11 = tensor.empty() : tensor<1x8x8x8xf32>
    %12 = linalg.fill ins(%cst_1 : f32) outs(%11 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %13 = tensor.empty() : tensor<2x2xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%10, %13 : tensor<1x8x16x16xf32>, tensor<2x2xf32>) outs(%12 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %padded_21 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
    %broadcasted_22 = linalg.broadcast ins(%cst_8 : tensor<8xf32>) outs(%11 : tensor<1x8x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %cst_9 [[0, 1], [2], [3]] : tensor<8x1x3x3xf32> into tensor<8x3x3xf32>
    %15 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_21, %collapsed : tensor<1x8x10x10xf32>, tensor<8x3x3xf32>) outs(%broadcasted_22 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %16 = tensor.empty() : tensor<1x16x8x8xf32>
    %broadcasted_23 = linalg.broadcast ins(%cst_6 : tensor<16xf32>) outs(%16 : tensor<1x16x8x8xf32>) dimensions = [0, 2, 3] 
    %17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %cst_7 : tensor<1x8x8x8xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_23 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %cst_3 : tensor<1x16x8x8xf32>, tensor<f32>) outs(%16 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %29 = arith.cmpf ogt, %in, %in_25 : f32
      %30 = arith.select %29, %in, %in_25 : f32
      linalg.yield %30 : f32
    } -> tensor<1x16x8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %18 : tensor<f32>, tensor<1x16x8x8xf32>) outs(%16 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %29 = arith.cmpf olt, %in, %in_25 : f32
      %30 = arith.select %29, %in, %in_25 : f32
      linalg.yield %30 : f32
    } -> tensor<1x16x8x8xf32>
    %20 = tensor.empty() : tensor<1x16x1x1xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%19 : tensor<1x16x8x8xf32>) outs(%21 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.addf %in, %out : f32
      linalg.yield %29 : f32
    } -> tensor<1x16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<1x16x1x1xf32>) outs(%20 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %29 = arith.divf %in, %cst_17 : f32
      linalg.yield %29 : f32
    } -> tensor<1x16x1x1xf32>
    %collapsed_24 = tensor.collapse_shape %23 [[0], [1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<1x16xf32>
    %24 = tensor.empty() : tensor<16x10xf32>
    %transposed = linalg.transpose ins(%cst_5 : tensor<10x16xf32>) outs(%24 : tensor<16x10xf32>) permutation = [1, 0] 
    %25 = tensor.empty() : tensor<1x10xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %27 = linalg.matmul ins(%collapsed_24, %transposed : tensor<1x16xf32>, tensor<16x10xf32>) outs(%26 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_4 : tensor<1x10xf32>, tensor<10xf32>) outs(%25 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_25: f32, %out: f32):
      %29 = arith.addf %in, %in_25 : f32
      linalg.yield %29 : f32
    } -> tensor<1x10xf32>
    return %28 : tensor<1x10xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_10_torch.float32: "0x04000000DC2BFCBD4024B3BC50DAC4BC226B47BE466B553EB4DAE1BD309DB53D24AA5E3EE21A013E50FA103D",
      torch_tensor_10_16_torch.float32: "0x0400000020CA3A3C10D766BEE84E543E6ED7093E80767E3E9655013E48FA28BE48A7553E20235C3C80CCF23DAC444DBEC84393BD545C7BBE906BC7BDA0E85C3D5C0049BE1035A33D2C6C093E18A70E3D0C492BBE5A7B46BEE4F59DBD20BFE03D7A847C3E1A35133EB09FE6BC0084B33DF0267BBE62A65ABE3CE7EE3D960011BE2C52F63DF8B734BE6499FDBD48DD52BE5A97053E60AED0BC9404453E686E1E3EDCA70D3E20B6033C944C9EBD68A65EBD1817083DA4CDFD3DDC5933BEEADA563EE0ADDEBC9A8356BEC4820ABE6A83623E741E6A3EAA206DBE6E8E343EF84B003EF887173E24B6583EA6F809BE5CADA13D0487D13DE84A97BDA857AB3D2C4F93BD60461E3E880E8EBD14DFBEBD40E5803D689AB53D1026FABD300AB53C745C143EF0C4CBBCA8D19B3DB8F976BDB074B33DE67139BE0E8916BE74F101BE4C446B3E64C589BD00F032BACC0FF8BDF08F7F3E0E077A3E601241BE10884FBED40B42BE00089EBAC48282BD4E9027BEE0A3B7BD1877413DF4C105BE88E6623DC8D16ABDB018F8BDC8AE0C3D847F523E88132DBE00323E3C20CFBCBDE4367B3E26E272BED26A75BE30427C3EF8F721BE2053443D40C1B0BC78B657BD48B564BD3CAC223EC0C6433CCE3E79BED82117BE7C8AAEBDCAD2003E8EAA25BE2E63713E281364BD18DF37BD4297483EE6AA003E6A1E593EEE14143E34519BBD54D929BEA06098BC0EE0533E5CD6ABBD1E686DBE24E2D13D6C35793E00C291BD5AF953BE103568BE904E803DF0129BBCD84601BEA8FB4E3DC06FC23D069A4B3EFCC0463EB04619BD7EBB61BED85367BE48066F3E1055E23D402FDF3D207F5DBE5E0F6D3E1485723EDA21673E30F557BE8830C1BD4A1130BE566C723E04FFDBBD84C1E9BD281F063EE8D8ECBD",
      torch_tensor_16_torch.float32: "0x040000002FA5993ED3F6BD3C584B71BE88B601BECD1C9E3D8AFE89BE53DD333E8A57A4BE3F03AEBEADE3AFBE85E392BD5C72733EBC54ABBE0076963EE1D210BE1C12D43D",
      torch_tensor_16_8_1_1_torch.float32: "0x04000000E7318E3DAB6786BE9B1D713DED331A3E5E4E0F3EB44A36BDBD6594BE2A3D5FBD457AFB3D811904BE4C6C093EAD1A713E000A3DBED280643BDFB3153EA901E33CDDEEF13C0ED3343DD54E8EBEAA9DE33C6BB37A3E771EA33EDFC9543EA00E423DC313293EDB1F30BE350296BE8FA99BBE2F96B43E7BD1653EDB407ABE1CA50D3E2FB3883E1AF3B43E4A489E3ED43E8C3E5E00A6BDE11BFEBD2FA0943E0CE14A3E05DE59BE50BDA23E0EEC2E3E315C453ED2EA62BED6BCCF3D96D5FDBDCE708D3E784A82BD39F20C3EA99C803D33091A3EB90FF6BD0A85303E9DDF7CBE5789A33DD2F374BE1695B2BE5E5E91BECBE88E3E36E0433ECFD5A93EB804913E93A8A1BE031177BE20FF69BD9E1E6BBEFC657B3E1EDA88BEA2A330BE98E1AEBEBD8B4DBE63E2943E1E36943E9994813E1CC58B3EBFF5A03ECF68B9BD3A4C1F3E9046A13ED389EF3DF3F5B43EAAC63B3E8C0F613EE06BFDBD53B72D3E0767263D16ECACBDB3154CBE59254BBE794A8BBE2B0C733E3AB1803E81D124BDB88151BE2CE98B3E0C85673E594BD73C65EE2ABE8D5DA63E660D143E846B89BE2140AD3E1A76893EB5F503BE8D854B3ED6B44DBE53F262BD28B4993E92586F3C290580BEAF02F2BD1B8CC4BD03B28BBDDC960A3D7B69A73EC5119B3C83895FBEBF72943CC8972D3EF395333EC770A5BE739181BD068686BE077A1ABEAD70023E1C8C80BE5A94063E",
      torch_tensor_8_torch.float32_5: "0x040000001B0C6C3EC6187EBE1ED50B3E908CE5BDB3AE24BE8046753DD84E31BE2B4A9D3D",
      torch_tensor_8_1_3_3_torch.float32: "0x04000000C4E693BEC816293E0B2073BEE0C8C1BDBB0BE5BD4B304ABD56F36E3B64C48C3E56722A3D6BDD983E40CC503EB3CB57BEE316193E864971BE68AA10BEABC9C83D4069E13DF709803EE0C2DBBDABE20B3AF8B92F3EE70CA5BE03C7763ECB208DBEAB8A963B2B2168BD63C533BE2075343DA2208D3E8B8EC7BDC8A54ABE067AFCBDEF27A9BE68131A3E16EE23BE16C963BE83A444BE6E40443EDBC2343E8BFD823E769EF73DB0FBE3BD1BC5BEBD20AEC93D3F4B8C3E9B9CB93D138021BEFE7320BE2C5CA1BE207D933DE08C3FBE8B2998BE52A7953E6BAA5DBE8B521BBD6094C33D2BFD2D3C4EAD65BE1EF489BE1009883E40545E3DDA968D3E8BDBE4BD4B15C93D101C9CBD2BDF72BC18E34FBEE6E0E63D00D6D73DAB51E1BB808899BD766852BE",
      torch_tensor_8_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32_3: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_8_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_3_3_3_torch.float32: "0x040000008BDABCBAC56ED33D543222BEDB0711BECCCD97BDC461533D56E479BBFC401C3ED7E88BBC6E96503D293A6EBD9CF21ABDFC443CBEE48302BE0379A2BDB69AE93B09D19B3DDD7DEC3DE29905BEE2A1ABBD58288F3DC5A4233E2D3A22BD0E78133E221DFEBC43D2A63CF270323EA2D036BEEC1FF8BD619047BD88A299BD87442A3EDB78FFBD416FB5BD28AE09BE299138BEFD12E6BD6966293E1CDFAF3D1C07BF3D9AD3253C6511CABD395D053D8F0038BE34650EBE9A30CBBD2EADF83D6317E73D54CCAEBDFC8AE3BB3613FC3DA8E9433E206D9C3D15FBD43CCB21043EBA11E8BDF4E3123DE2C918BEF29508BEE89ACBBD3456B23DB1819E3DF077E9BDC6246E3DE15ED83DF6FCC6BCD7C7F03BADA5363D8C83F43D72393D3EAEDD17BE887090BD6AE69A3D0448233EA57D2B3E94E22D3ED9E01C3D215E2BBEE807913C2093F6BDC0A837BE1F182F3EE0D7153EEC9444BE0C8B133DFCCA04BD34B801BD566BB4BD7091973DFF72E9BDCD7C903D9451C73D76130D3E5D5F933DC90B43BE0CADFFBD86CCC43DB5FC243DF5BA19BEC5F3E2BD7664393EDEC9043E9FDAABBDA06546BD3ABA3BBE7BB262BB8C6714BEAA0218BE15BC2DBC1BB6EC3C4F69A1BD5EDFE93D27D9EFBD7ED0323E210D073E512F26BE7F3044BDB8460E3C4105E63C6CF53A3DBAAB9A3D11DF3C3CA84FC0BD6D80BA3DC2093DBEAC9BE9BD335445BD62FDBFBDEFE189BD9E8521BE9CAD27BDBD7F283D366200BEB1D021BC6A120D3EE211A2BC6E43AF3BE10188BC44881F3DBD9BFA3D3AAC3A3EAE4CFA3D91193B3E9E0964BCFE0731BE0CDABABD6C2F063EF984A3BA9EE7C3BD260417BE656D38BEE85326BE29E41FBDC425D83D4B16D53D3D0F3EBE28DBF53D51351ABE4AA626BDE5CF9FBD7BD517BDACC51ABDFBD630BE21282ABEAAB2F6BC201B233B020CB3BDAD78943D9E5F31BE4FCB54BC644E2D3E01C4A0BD2EF4313E0DBD8E3DD4D831BEB45EF93DE0ECB5BC20F2AFBD38961D3E1C401FBEF52BA93C4D0A25BDB9BA0C3EF60A5C3DA462BD3D7B318B3D728F3DBD56C725BD9C6622BEAE8FD53DE8771C3EE5D6063E14020BBEC6A00C3CACEB0ABE74F7D8BD90AAE5BDD3B1863D35DFEABD729589BB25A5043CFF11FE3DE4F714BE4B4A07BE54DCE4BD63EF093EC2AD8DBDB339263EF0858E3DE4A1C73C2FC6BBBAD9D31BBDDACDC53CA0FF33BD933DB1BA2E28C93C",
      torch_tensor_8_torch.float32: "0x04000000F7251ABE7B94CEBDB7211F3E3CEE1FBE8B6962BCBCF2423E8E608E3D3E8CB23B"
    }
  }
#-}
