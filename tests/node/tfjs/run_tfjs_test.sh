#!/usr/bin/env bash
# ctest entry for the tfjs client test (tfjs_ops_test.js beside this script): installs the pinned
# tfjs packages (npm ci into this folder's gitignored node_modules) and runs the test on the
# project's Node provider with each executor.
# Usage: run_tfjs_test.sh PROVIDER_DIR   (the built provider package: index.js beside wgx.node)
# Exit 77 (ctest's skip) only when the provider is not built (WGX_NODE off, as in sanitizer builds,
# or Node's headers missing); any other problem (npm ci failing,
# a mismatch, a crash) is a failure.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
provider="${1:?usage: run_tfjs_test.sh PROVIDER_DIR}"

if [[ ! -f "$provider/wgx.node" || ! -f "$provider/index.js" ]]; then
  echo "not run: no provider: the Node provider is not built ($provider/wgx.node is missing)"
  exit 77
fi
command -v node >/dev/null 2>&1 || { echo "run_tfjs_test: node not found" >&2; exit 1; }

cd "$here"
# npm ci again only when the lock file changed since the last install.
stamp=node_modules/.wgx-lock-sha256
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  if ! npm ci --no-audit --no-fund --loglevel=error; then
    echo "run_tfjs_test: npm ci failed (the npm registry is needed to install tfjs)" >&2
    exit 1
  fi
  echo "$want" >"$stamp"
fi

# WGX_TFJS_BACKENDS: the runs, space-separated, each the provider flags of one run with commas
# between flags (e.g. "backend=interp,threads=2"); default: each executor once.
status=0
runs="${WGX_TFJS_BACKENDS:-backend=compiled backend=interp}"
for flags in $runs; do
  echo "==== tfjs ops on $provider ($flags)"
  WGX_NODE_PROVIDER="$provider" WGX_NODE_FLAGS="${flags//,/ }" node tfjs_ops_test.js || status=1
done
exit "$status"
