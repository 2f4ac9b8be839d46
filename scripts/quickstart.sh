#!/usr/bin/env bash
# Quick start: installs what is missing, builds wgx (release), runs the smoothing example of the
# seed page, shows `wgx check` on the page's rejected shader, then the sanitizer on the smoothing
# loop with a barrier removed.
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

# The sanitizer: the smoothing loop without the barrier between its reads and its writes runs and
# prints plausible numbers; --sanitize names the race, the memory and both invocations.
racy="$(mktemp -d)"
trap 'rm -rf "$racy"' EXIT
cat > "$racy/smooth_racy.wgsl" <<'WGSL'
@group(0) @binding(0) var<storage, read_write> data: array<f32, 64>;
var<workgroup> v: array<f32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = data[i];
  workgroupBarrier();
  for (var s = 0u; s < 4u; s++) {
    let left = v[max(i, 1u) - 1];  let mid = v[i];  let right = v[min(i + 1, 63u)];
    // missing: workgroupBarrier();
    v[i] = (left + mid + right) / 3;
    workgroupBarrier();
  }
  data[i] = v[i];
}
WGSL
echo >&2
echo "\$ wgx run smooth_racy.wgsl --sanitize   # the smoothing loop without one of its barriers" >&2
if (cd "$racy" && "$repo/build/src/wgx" run smooth_racy.wgsl --sanitize >/dev/null); then
  echo "unexpected: no race reported" >&2
  exit 1
fi
