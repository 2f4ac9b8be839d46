#!/usr/bin/env bash
# Quick start: installs what is missing, builds wgx (release), runs the smoothing example of the
# seed page, then shows `wgx check` on the page's rejected shader.
# Usage: scripts/quickstart.sh
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
bash scripts/setup.sh
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "${WGX_JOBS:-2}" --target wgx_cli
echo "\$ wgx run examples/smoothing.wgsl" >&2
build/src/wgx run examples/smoothing.wgsl
echo >&2
echo "\$ wgx check examples/barrier_half_workgroup.wgsl   # rejected, as a browser rejects it" >&2
if build/src/wgx check examples/barrier_half_workgroup.wgsl; then
  echo "unexpected: the shader was accepted" >&2
  exit 1
fi
