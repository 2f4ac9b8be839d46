#!/usr/bin/env bash
# Builds the Debian package (cpack -G DEB) and uses what it holds as a user of the package would:
# its control data declares the runtime libraries (read from the binaries) and recommends a C++
# compiler; its files, unpacked into a scratch root with dpkg-deb (what `dpkg -i` puts in place,
# without touching this machine's package database), give a `wgx` that runs the smoothing example
# on the compiled backend (finding the compiler and the runtime rules it embeds) and on the
# interpreter, with the same output, from another folder.
# Usage: run_deb_test.sh BUILD_DIR SOURCE_DIR. Exit 77 (skipped) without dpkg-deb.
set -euo pipefail
build="$(cd "$1" && pwd)"
source="$(cd "$2" && pwd)"
command -v dpkg-deb >/dev/null || { echo "deb test: dpkg-deb is not installed; skipped"; exit 77; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

(cd "$build" && cpack -G DEB -B "$scratch/out" >/dev/null)
deb="$(find "$scratch/out" -maxdepth 1 -name 'wgx_*_amd64.deb' -o -maxdepth 1 -name 'wgx_*.deb' | head -1)"
[[ -n "$deb" ]] || { echo "deb test: cpack made no wgx_VERSION_ARCH.deb" >&2; exit 1; }

control="$(dpkg-deb -f "$deb" Package Depends Recommends)"
for want in "Package: wgx" "libicu" "libstdc++6" "Recommends: g++"; do
  grep -q -- "$want" <<<"$control" || { echo "deb test: control data lacks '$want': $control" >&2; exit 1; }
done

root="$scratch/root"
dpkg-deb -x "$deb" "$root"
for f in usr/bin/wgx usr/include/wgx/gpu.h usr/share/man/man1/wgx.1.gz usr/share/bash-completion/completions/wgx; do
  [[ -f "$root/$f" ]] || { echo "deb test: the package lacks /$f" >&2; exit 1; }
done

cd "$scratch"
export WGX_CACHE_DIR="$scratch/kernels"
mkdir -p "$WGX_CACHE_DIR"
compiled="$("$root/usr/bin/wgx" run "$source/examples/smoothing.wgsl" --backend compiled)"
interpreted="$("$root/usr/bin/wgx" run "$source/examples/smoothing.wgsl" --backend interp)"
[[ "$compiled" == "$interpreted" && -n "$compiled" ]] ||
  { echo "deb test: the packaged wgx gave different output on the two backends" >&2; exit 1; }
echo "deb test: $(basename "$deb") declares its dependencies; its wgx runs on both backends"
