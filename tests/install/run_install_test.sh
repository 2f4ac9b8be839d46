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

# The WebGPU C API: a C program written for webgpu.h (the Collatz steps of tests/c/, its harness
# beside it) built with pkg-config's wgx-webgpu flags against the installed header and library.
if [[ -f "$libdir/pkgconfig/wgx-webgpu.pc" ]]; then
  [[ -f "$prefix/include/webgpu/webgpu.h" ]] || { echo "install test: webgpu/webgpu.h was not installed" >&2; exit 1; }
  flags="$(PKG_CONFIG_PATH="$libdir/pkgconfig" pkg-config --cflags --libs wgx-webgpu)"
  # shellcheck disable=SC2086
  cc -std=c11 -O1 -I"$source/tests/c" "$source/tests/c/collatz.c" $flags -o "$scratch/collatz"
  out="$(LD_LIBRARY_PATH="$libdir" "$scratch/collatz")"
  grep -q "0 of 1000 wrong" <<<"$out" || { echo "install test: the C program printed: $out" >&2; exit 1; }
fi

# The installed command, from another folder, and what it installs beside itself: the manual page
# (valid roff), the bash completion (completes a subcommand and an option's choices) and zsh's.
(cd "$scratch" && "$prefix/bin/wgx" run "$source/examples/smoothing.wgsl" --backend interp >/dev/null)
"$prefix/bin/wgx" --version | grep -q "^backends: interpreter: always" ||
  { echo "install test: wgx --version does not name the backends" >&2; exit 1; }
man1="$(find "$prefix" -name wgx.1.gz | head -1)"
[[ -n "$man1" ]] && zcat "$man1" >"$scratch/wgx.1" && grep -q '^.TH WGX 1' "$scratch/wgx.1" &&
  grep -q '^.SS wgx run' "$scratch/wgx.1" ||
  { echo "install test: the manual page is missing or has no 'wgx run' section" >&2; exit 1; }
if command -v groff >/dev/null; then
  warnings="$(groff -man -Tutf8 -ww -z "$scratch/wgx.1" 2>&1)"
  [[ -z "$warnings" ]] || { echo "install test: groff warns about wgx.1: $warnings" >&2; exit 1; }
fi
bash_completion="$(find "$prefix" -path '*bash-completion/completions/wgx' | head -1)"
completed="$(bash -c 'source "$1"; COMP_WORDS=(wgx ru); COMP_CWORD=1; _wgx; echo "${COMPREPLY[*]}";
                      COMP_WORDS=(wgx run --backend ""); COMP_CWORD=3; _wgx; echo "${COMPREPLY[*]}"' _ "$bash_completion")"
[[ "$completed" == $'run\nauto compiled interp cuda' ]] ||
  { echo "install test: the bash completion gave: $completed" >&2; exit 1; }
[[ -n "$(find "$prefix" -name _wgx)" ]] || { echo "install test: the zsh completion was not installed" >&2; exit 1; }
echo "install test: installed tree, find_package (shared, static), pkg-config (C++ and the C API), bin/wgx, its manual page and completions all work"
