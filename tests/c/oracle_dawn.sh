#!/usr/bin/env bash
# The oracle step of the C tests: builds the C tests that stay inside the ABI Dawn's oracle
# library shares with the stable header (../shared/oracles/c-api/README.md: Dawn of April 2025,
# bun-webgpu-linux-x64 0.1.7) against Dawn's header and library, runs them on Mesa's lavapipe,
# and compares what each prints with the same test on wgx. Exit 77 (skipped) without the oracle.
# Usage: oracle_dawn.sh SOURCE_DIR WGX_TEST_BIN_DIR
set -u
src=$1 bin=$2
oracles=${WGX_ORACLES:-$HOME/.cache/wgx-oracles}
lib=$oracles/node_modules/bun-webgpu-linux-x64
header=${WGX_DAWN_HEADER:-$src/../shared/oracles/c-api/include}
if [[ ! -f $lib/libwebgpu_wrapper.so || ! -f $header/webgpu/webgpu.h || ! -f $oracles/mesa-vulkan/lvp_icd.json ]]; then
  echo "oracle_dawn: Dawn's C library, its header or lavapipe is missing (../shared/oracles/setup-vulkan.sh)"
  [[ -n ${WGX_REQUIRE_ORACLES:-} ]] && exit 1  # scripts/test.sh's oracle step: missing is a failure
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
# Not reduce: this Dawn library refuses its explicit bind group layout ("BindGroupLayoutEntry had
# none of buffer, sampler, texture, storageTexture, or externalTexture set") although the entry
# sets buffer.type as the library's own header lays it out. Not callbacks: it uses the stable
# header's instance features, and on this library OnSubmittedWorkDone with nothing submitted does
# not complete in a WaitAny (and the run ends in a crash).
for name in collatz smoothing render errors edges; do
  if ! cc -std=c11 -O1 -DWGX_ORACLE_DAWN -I"$header" -o "$work/$name" "$src/tests/c/$name.c" \
       -L"$lib" -l:libwebgpu_wrapper.so -Wl,-rpath,"$lib" -lm 2> "$work/$name.cc"; then
    echo "oracle_dawn: $name does not build against Dawn's header:"; cat "$work/$name.cc"; status=1; continue
  fi
  VK_ICD_FILENAMES=$oracles/mesa-vulkan/lvp_icd.json XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} \
    "$work/$name" > "$work/$name.dawn" 2> "$work/$name.dawn.err"
  "$bin/wgx_c_$name" > "$work/$name.wgx" 2> "$work/$name.wgx.err"
  if diff "$work/$name.dawn" "$work/$name.wgx" > "$work/$name.diff"; then
    echo "oracle_dawn: $name: the same output on Dawn and wgx ($(wc -l < "$work/$name.wgx") lines)"
  else
    echo "oracle_dawn: $name differs (< Dawn, > wgx):"; cat "$work/$name.diff"; sed 's/^/  dawn stderr: /' "$work/$name.dawn.err" | head -20
    status=1
  fi
done
# The oracle's own program (../shared/oracles/c-api/compute.c, written for Dawn), unchanged,
# built against wgx's header and library: its result line must be Dawn's (the adapter line names
# the implementation and differs).
program=$src/../shared/oracles/c-api/compute.c
wgx_include=$src/bindings/c/include
wgx_lib=$(dirname "$(readlink -f "$bin/wgx_c_collatz")")/../../bindings/c
if [[ -f $program ]]; then
  sanitize=()  # a sanitizer build's library needs the sanitizer runtime in the program
  if nm -D "$wgx_lib/libwgx_webgpu.so" 2> /dev/null | grep -q __asan_init; then sanitize=(-fsanitize=address,undefined); fi
  cc -std=c11 -O1 -I"$header" -o "$work/compute_dawn" "$program" -L"$lib" -l:libwebgpu_wrapper.so \
    -Wl,-rpath,"$lib" -lm && cc -std=c11 -O1 "${sanitize[@]}" -I"$wgx_include" -o "$work/compute_wgx" "$program" \
    -L"$wgx_lib" -lwgx_webgpu -Wl,-rpath,"$wgx_lib" -lm || { echo "oracle_dawn: compute.c does not build"; exit 1; }
  VK_ICD_FILENAMES=$oracles/mesa-vulkan/lvp_icd.json XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp} \
    "$work/compute_dawn" 2> /dev/null | grep '^smoothed' > "$work/compute.dawn"
  "$work/compute_wgx" | grep '^smoothed' > "$work/compute.wgx"
  if [[ -s $work/compute.wgx ]] && diff "$work/compute.dawn" "$work/compute.wgx" > /dev/null; then
    echo "oracle_dawn: compute.c (written for Dawn) unchanged on wgx: $(cat "$work/compute.wgx")"
  else
    echo "oracle_dawn: compute.c differs:"; cat "$work/compute.dawn" "$work/compute.wgx"; status=1
  fi
fi
exit $status
