#!/usr/bin/env bash
# Builds and tests wgx the way CI does:
#   (a) release build with assertions and -Werror (build/), ctest (with the tfjs client test on
#       the Node provider, which runs npm ci in tests/node/tfjs on first use)
#   (b) AddressSanitizer + UndefinedBehaviorSanitizer build (build-asan/), ctest
#   (c) with clang: libFuzzer build (build-fuzz/) and bounded fuzz runs on the golden corpora (parser,
#       checker, lowering + the interpreter, test scripts); the Node provider's argument fuzzer
#   (d) with ../shared/oracles present: install the Tint/Dawn oracles (Dawn on Vulkan and as a C
#       library included) and the wgpu oracle (Deno, lavapipe), run ctest -L oracle
# Environment: WGX_JOBS (default 2), WGX_FUZZ_SECONDS (default 60), WGX_SKIP="asan fuzz oracle"
# (any subset) to leave steps out.
# The run refuses WGX_BLESS (goldens would rewrite themselves instead of failing), fails when the
# oracles are present but cannot be installed or run, and fails when it changed a tracked file.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
jobs="${WGX_JOBS:-2}"
fuzz_seconds="${WGX_FUZZ_SECONDS:-60}"
skip=" ${WGX_SKIP:-} "
shared="$repo/../shared"

step() { printf '\n==== %s\n' "$*" >&2; }
skipped() { [[ "$skip" == *" $1 "* ]]; }

if [[ -n "${WGX_BLESS:-}" ]]; then
  echo "test.sh: WGX_BLESS is set: the goldens would rewrite themselves instead of failing; unset it (scripts/bless.sh blesses on purpose)" >&2
  exit 1
fi
tracked_before="$(git status --porcelain --untracked-files=no 2>/dev/null || true)"
not_run=()

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
# ctest's node.tfjs (tfjs-backend-webgpu on the Node provider) skips only while the provider is
# not built; say so at the end rather than only in ctest's list of skipped tests.
[[ -f build/bindings/node/wgx.node ]] || not_run+=("node.tfjs (the Node provider is not built)")

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
    step "(c) libFuzzer build and ${fuzz_seconds}s fuzz runs (parser; whole checker; lowering + interpreter; test scripts)"
    CC=clang CXX=clang++ configure build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DWGX_FUZZ=ON -DWGX_BENCH=OFF
    cmake --build build-fuzz -j "$jobs" --target wgx_parse_fuzzer wgx_check_fuzzer wgx_exec_fuzzer wgx_script_fuzzer
    mkdir -p build-fuzz/corpus build-fuzz/check-corpus build-fuzz/artifacts
    build-fuzz/tests/wgx_parse_fuzzer -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=16384 -print_final_stats=1 -dict=tests/fuzz/wgsl.dict \
      -artifact_prefix=build-fuzz/artifacts/ build-fuzz/corpus tests/golden/syntax
    build-fuzz/tests/wgx_check_fuzzer -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=16384 -print_final_stats=1 -dict=tests/fuzz/wgsl.dict \
      -artifact_prefix=build-fuzz/artifacts/ build-fuzz/check-corpus tests/golden/sema tests/golden/uniformity
    # Past the checker: lowering, the IR validator and one workgroup on the interpreter.
    mkdir -p build-fuzz/exec-corpus
    build-fuzz/tests/wgx_exec_fuzzer -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=16384 -print_final_stats=1 -dict=tests/fuzz/wgsl.dict \
      -artifact_prefix=build-fuzz/artifacts/ build-fuzz/exec-corpus tests/golden/exec
    # Test scripts: parsing, the runner over the API, the JSON and text reports.
    mkdir -p build-fuzz/script-corpus
    build-fuzz/tests/wgx_script_fuzzer -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=16384 -print_final_stats=1 -artifact_prefix=build-fuzz/artifacts/ build-fuzz/script-corpus \
      tests/scripts/examples tests/scripts/sanitizer tests/scripts/textures tests/exec/scripts
    # The Node provider's argument conversion, on the release build's addon, with a fresh seed
    # (printed, with the replay command on a finding).
    if [[ -f build/bindings/node/wgx.node ]]; then
      node_seed=$(( $(date +%s) % 1000000 ))
      WGX_NODE_ADDON="$PWD/build/bindings/node/wgx.node" \
        node tests/fuzz/node_args_fuzzer.mjs --seconds "$fuzz_seconds" --seed "$node_seed"
    fi
  else
    step "(c) skipped: clang++ not found"
  fi
fi

if ! skipped oracle; then
  if [[ -f "$shared/oracles/setup.sh" ]]; then
    step "(d) oracle tests (Tint/Dawn via npm webgpu, wgpu via Deno)"
    # setup-vulkan.sh: Dawn's Vulkan backend on lavapipe and Dawn as a C library (the webgpu.h oracle).
    if ! { bash scripts/setup.sh --oracle && bash "$shared/oracles/setup.sh" &&
           bash "$shared/oracles/setup-vulkan.sh" >/dev/null; }; then
      echo "test.sh: the oracles could not be installed" >&2
      exit 1
    fi
    # An oracle test that finds its tool missing fails here instead of skipping.
    (cd build && WGX_REQUIRE_ORACLES=1 ctest --output-on-failure -j "$jobs" -L oracle --no-tests=error)
  else
    step "(d) not run: $shared/oracles not found"
    not_run+=("oracle (no $shared/oracles)")
  fi
fi

if [[ "$(git status --porcelain --untracked-files=no 2>/dev/null || true)" != "$tracked_before" ]]; then
  echo "test.sh: the run changed tracked files (a golden rewrote itself?):" >&2
  git status --porcelain --untracked-files=no >&2
  exit 1
fi
if (( ${#not_run[@]} )); then
  step "all steps that ran passed; not run: ${not_run[*]}"
else
  step "all steps passed"
fi
