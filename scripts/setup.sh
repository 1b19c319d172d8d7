#!/usr/bin/env bash
# Idempotent set-up of a fresh Debian 12 machine: the real LLVM/MLIR 22 toolchain, cross tools,
# counters, and a venv with the CPU build of torch. Fast when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

# gcc builds the C extensions (mqss_edge/features/_native.c, quantize/_infer.c) at `pip install`.
APT_PACKAGES=(mlir-22-tools llvm-22 clang-22 valgrind linux-perf gcc-aarch64-linux-gnu
              libc6-dev-arm64-cross qemu-user-static openssh-server openssh-client gcc libc6-dev chromium
              python3.11 python3.11-venv python3.11-dev)
missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The venv's interpreter: Debian's python3.11, built with profile-guided optimization and LTO and linked
# statically, runs the selection path (interpreter-bound: the reader's, features' and episode's Python) in 0.87x
# the time of a shared-library build without them, as pyenv builds by default (README: "The interpreter build").
# PYTHON=... picks another one; a venv made with another interpreter than the one picked is made again.
if [ -n "${PYTHON:-}" ]; then PY=$PYTHON
elif [ -x /usr/bin/python3.11 ]; then PY=/usr/bin/python3.11
else PY=python3
fi
base() { "$1" -c 'import os, sys; print(os.path.realpath(getattr(sys, "_base_executable", sys.executable)))'; }
if [ -x .venv/bin/python ] && [ "$(base .venv/bin/python)" != "$(base "$PY")" ]; then
  echo "setup: .venv was made with $(base .venv/bin/python); making it again with $(base "$PY")"
  rm -rf .venv
fi
[ -x .venv/bin/python ] || "$PY" -m venv .venv
stamp=.venv/.mqss-stamp
# A changed C source re-runs the install, which rebuilds the extension in place.
want=$(cat pyproject.toml setup.py mqss_edge/features/_native.c quantize/_infer.c scripts/setup.sh | sha256sum | cut -c1-16)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "setup: installing Python dependencies"
  # torch first and pinned, so nothing later resolves a CUDA build.
  .venv/bin/pip install -q --disable-pip-version-check "torch==2.13.0"
  .venv/bin/pip install -q --disable-pip-version-check -e ".[test,peer,import]"
  echo "$want" > "$stamp"
fi
# The extension is built in place by the editable install; a clean of the tree removes it.
if ! ls mqss_edge/features/_native.*.so quantize/_infer.*.so >/dev/null 2>&1; then
  echo "setup: building the C extensions"
  .venv/bin/pip install -q --disable-pip-version-check --no-deps -e .
fi
