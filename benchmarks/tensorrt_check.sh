#!/usr/bin/env bash
# The TensorRT check on a machine with an NVIDIA GPU: installs TensorRT 10 and a CUDA build of torch into a
# separate venv (the project's .venv keeps its CPU torch), then runs benchmarks/tensorrt_check.py on the shipped
# policy: int8 engine build, decisions against fp32 and ONNX Runtime int8 on hold-out states, p50/p99 latency.
# The check itself takes one to two minutes on a GPU; the first install takes longer (a few GB of wheels).
#
#   bash benchmarks/tensorrt_check.sh [tensorrt_check.py options]
#   env: TRT_VENV (default $TMPDIR/mqss-trt-venv), PYTHON, TORCH_INDEX_URL (an index with CUDA torch wheels,
#        when the default index serves the CPU build), TRT_CHECK_TIMEOUT (seconds, default 900)
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v nvidia-smi >/dev/null 2>&1; then
  nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv,noheader >&2 || true
else
  echo "tensorrt_check: nvidia-smi not found (no NVIDIA driver?)" >&2
fi

PY=${PYTHON:-python3}
VENV=${TRT_VENV:-${TMPDIR:-/tmp}/mqss-trt-venv}
[ -x "$VENV/bin/python" ] || "$PY" -m venv "$VENV"
install() { "$VENV/bin/pip" install -q --disable-pip-version-check "$@"; }
if ! "$VENV/bin/python" -c "import tensorrt, torch, mqss_edge; assert torch.cuda.is_available()" 2>/dev/null; then
  echo "tensorrt_check: installing torch (CUDA), tensorrt-cu12 10.x and the project into $VENV" >&2
  install ${TORCH_INDEX_URL:+--index-url "$TORCH_INDEX_URL"} "torch==2.13.0"
  # TensorRT 10: what Jetson (JetPack 6) runs, and what the runtime code follows.
  install "tensorrt-cu12>=10,<11" "numpy>=1.26" "onnx>=1.17" "onnxruntime>=1.20" "onnxscript>=0.2" \
          "gymnasium==1.4.0" "typer>=0.12" "rich>=13" "jsonschema>=4"
  install --no-deps -e .  # no ray, tensorboard or adb: the check does not use them
fi
exec timeout "${TRT_CHECK_TIMEOUT:-900}" "$VENV/bin/python" benchmarks/tensorrt_check.py "$@"
