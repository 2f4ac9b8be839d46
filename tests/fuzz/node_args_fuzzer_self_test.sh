#!/usr/bin/env bash
# The Node argument fuzzer can fail: each planted fault (a crash, a thrown non-Error, a promise
# that never settles) must end the fuzzer with status 1 and a FINDING naming the case and its
# replay command. Usage: node_args_fuzzer_self_test.sh (WGX_NODE_ADDON names the addon).
set -uo pipefail
fuzzer="$(dirname "${BASH_SOURCE[0]}")/node_args_fuzzer.mjs"
for plant in crash nonerror hang; do
  out="$(WGX_FUZZ_PROMISE_SECONDS=1 WGX_FUZZ_PLANT=$plant node "$fuzzer" --seconds 5 --seed 1 2>&1)"
  status=$?
  if [[ $status -ne 1 ]] || ! grep -q "FINDING" <<<"$out" || ! grep -q -- "--start 0 --cases 1" <<<"$out"; then
    echo "self test: the planted '$plant' fault was not reported (status $status): $out" >&2
    exit 1
  fi
done
echo "self test: a crash, a non-Error and a hang are each reported with their case"
