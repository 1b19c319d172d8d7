"""Policy export and quantization: ONNX, ONNX Runtime int8, TensorRT. The only package importing onnx,
onnxruntime or tensorrt, and only inside the functions that need them, so importing it is cheap.
"""

from mqss_edge.quantize.export import export_onnx
from mqss_edge.quantize.ort import (
    measure_agreement,
    quantize_dynamic_int8,
    quantize_static_qdq,
    tail_nodes,
    weight_matmul_nodes,
)
from mqss_edge.quantize.runtime import (
    OrtRuntime,
    PolicyRuntime,
    TensorRTRuntime,
    TorchRuntime,
    import_tensorrt,
    time_logits,
)
from mqss_edge.quantize.tensorrt import EngineBuild, EngineBuildError, build_int8_engine

__all__ = [
    "EngineBuild",
    "EngineBuildError",
    "OrtRuntime",
    "PolicyRuntime",
    "TensorRTRuntime",
    "TorchRuntime",
    "build_int8_engine",
    "export_onnx",
    "import_tensorrt",
    "measure_agreement",
    "quantize_dynamic_int8",
    "quantize_static_qdq",
    "tail_nodes",
    "weight_matmul_nodes",
    "time_logits",
]
