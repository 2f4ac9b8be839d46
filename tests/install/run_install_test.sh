#!/usr/bin/env bash
# Installs a build (cmake --install) into a scratch prefix and uses it as a user would, outside the
# source tree: find_package(wgx) builds examples/api/saxpy.cpp against the shared and the static
# library (tests/install/consumer), pkg-config builds it again, each program runs and must print
# saxpy's check line, and the installed `wgx` runs the smoothing example.
# Usage: run_install_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build="$(cd "$1" && pwd)"
source="$(cd "$2" && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
prefix="$scratch/prefix"

cmake --install "$build" --prefix "$prefix" >/dev/null
for f in bin/wgx include/wgx/gpu.h include/wgx/gpu_enums.h; do
  [[ -f "$prefix/$f" ]] || { echo "install test: $f was not installed" >&2; exit 1; }
done
libdir="$(dirname "$(find "$prefix" -name libwgx.so.0 | head -1)")"
[[ -n "$libdir" && -f "$libdir/libwgx.a" && -f "$libdir/pkgconfig/wgx.pc" && -f "$libdir/cmake/wgx/wgxConfig.cmake" ]] ||
  { echo "install test: the libraries, wgx.pc or wgxConfig.cmake are missing under $prefix" >&2; exit 1; }
soname="$(objdump -p "$libdir/libwgx.so.0" | awk '/SONAME/ {print $2}')"
[[ "$soname" == libwgx.so.0 ]] || { echo "install test: SONAME is '$soname', not libwgx.so.0" >&2; exit 1; }

expect_saxpy() {  # PROGRAM: runs it; its output must say every value checked out
  local out
  out="$(LD_LIBRARY_PATH="$libdir" "$1")"
  grep -q "; 0 wrong$" <<<"$out" || { echo "install test: $1 printed: $out" >&2; exit 1; }
}

# find_package, shared and static, with the compiler CMake finds (no ccache, no project flags).
cmake -S "$source/tests/install/consumer" -B "$scratch/consumer" -DCMAKE_PREFIX_PATH="$prefix" \
  -DWGX_EXAMPLE="$source/examples/api/saxpy.cpp" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$scratch/consumer" >/dev/null
expect_saxpy "$scratch/consumer/saxpy_shared"
expect_saxpy "$scratch/consumer/saxpy_static"

# pkg-config.
flags="$(PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config --cflags --libs wgx)"
# shellcheck disable=SC2086
c++ -std=c++20 -O1 "$source/examples/api/saxpy.cpp" $flags -o "$scratch/saxpy_pc"
expect_saxpy "$scratch/saxpy_pc"

# The installed command, from another folder.
(cd "$scratch" && "$prefix/bin/wgx" run "$source/examples/smoothing.wgsl" --backend interp >/dev/null)
echo "install test: installed tree, find_package (shared, static), pkg-config and bin/wgx all work"
