#!/usr/bin/env bash
# Builds and tests wgx the way CI does:
#   (a) release build with assertions and -Werror (build/), ctest
#   (b) AddressSanitizer + UndefinedBehaviorSanitizer build (build-asan/), ctest
#   (c) with clang: libFuzzer build (build-fuzz/) and a bounded fuzz run on the golden corpus
#   (d) with ../shared/oracles present: install the Tint/Dawn oracles and the wgpu oracle (Deno,
#       lavapipe), run ctest -L oracle
# Environment: WGX_JOBS (default 2), WGX_FUZZ_SECONDS (default 60), WGX_SKIP="asan fuzz oracle"
# (any subset) to leave steps out.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
jobs="${WGX_JOBS:-2}"
fuzz_seconds="${WGX_FUZZ_SECONDS:-60}"
skip=" ${WGX_SKIP:-} "
shared="$repo/../shared"

step() { printf '\n==== %s\n' "$*" >&2; }
skipped() { [[ "$skip" == *" $1 "* ]]; }

bash scripts/setup.sh

generator=()
command -v ninja >/dev/null 2>&1 && generator=(-G Ninja)

# configure DIR ARGS...: (re)configures the build tree DIR; cheap when nothing changed.
configure() {
  local dir="$1"
  shift
  cmake -S . -B "$dir" "${generator[@]}" "$@" >/dev/null
}

step "(a) release build with assertions, -Werror"
configure build -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2" -DWGX_WERROR=ON
cmake --build build -j "$jobs"
(cd build && ctest --output-on-failure -j "$jobs" -LE oracle)

if ! skipped asan; then
  step "(b) ASan + UBSan build"
  configure build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" \
    -DWGX_SANITIZE=ON -DWGX_WERROR=ON -DWGX_BENCH=OFF
  cmake --build build-asan -j "$jobs"
  (cd build-asan && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --output-on-failure -j "$jobs" -LE oracle)
fi

if ! skipped fuzz; then
  if command -v clang++ >/dev/null 2>&1; then
    step "(c) libFuzzer build and ${fuzz_seconds}s fuzz runs (parser; whole checker)"
    CC=clang CXX=clang++ configure build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWGX_FUZZ=ON -DWGX_BENCH=OFF
    cmake --build build-fuzz -j "$jobs" --target wgx_parse_fuzzer wgx_check_fuzzer
    mkdir -p build-fuzz/corpus build-fuzz/check-corpus build-fuzz/artifacts
    build-fuzz/tests/wgx_parse_fuzzer -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=16384 -print_final_stats=1 -dict=tests/fuzz/wgsl.dict \
      -artifact_prefix=build-fuzz/artifacts/ build-fuzz/corpus tests/golden/syntax
    build-fuzz/tests/wgx_check_fuzzer -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=16384 -print_final_stats=1 -dict=tests/fuzz/wgsl.dict \
      -artifact_prefix=build-fuzz/artifacts/ build-fuzz/check-corpus tests/golden/sema tests/golden/uniformity
  else
    step "(c) skipped: clang++ not found"
  fi
fi

if ! skipped oracle; then
  if [[ -f "$shared/oracles/setup.sh" ]]; then
    step "(d) oracle tests (Tint/Dawn via npm webgpu, wgpu via Deno)"
    if bash scripts/setup.sh --oracle && bash "$shared/oracles/setup.sh"; then
      (cd build && ctest --output-on-failure -j "$jobs" -L oracle --no-tests=ignore)
    else
      step "(d) skipped: the oracles could not be installed"
    fi
  else
    step "(d) skipped: $shared/oracles not found"
  fi
fi

step "all steps passed"
