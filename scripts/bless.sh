#!/usr/bin/env bash
# Rewrites the golden expectations (X.wgsl.expected, the IR files X.wgsl.ir and X.wgsl.passes.ir,
# tests/golden/sema/KNOWN_GAPS.txt) from the
# current build. Review the diff afterwards: every change must be intended.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cmake --build build -j "${WGX_JOBS:-2}" --target wgx_tests
WGX_BLESS=1 build/tests/wgx_tests --gtest_filter='*Golden*:*golden*' --gtest_brief=1 || true
git status --short tests/golden
