#!/usr/bin/env bash
# Quick start: installs what is missing, builds wgx (release), and checks the examples.
# Usage: scripts/quickstart.sh [FILE...]   (default: examples/*.wgsl)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
bash scripts/setup.sh
generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "${WGX_JOBS:-2}" --target wgx_cli
files=("$@")
(( ${#files[@]} )) || files=(examples/*.wgsl)
echo "\$ wgx check ${files[*]}" >&2
if build/src/wgx check "${files[@]}"; then
  echo "wgx check: ${#files[@]} file(s), no errors" >&2
else
  echo "wgx check: errors reported (exit status 1)" >&2
  exit 1
fi
