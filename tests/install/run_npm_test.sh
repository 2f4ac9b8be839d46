#!/usr/bin/env bash
# Packs the Node provider as npm would publish it (`npm pack` of bindings/node, the built addon
# staged inside the tarball by its prepack step) and installs the tarball into a scratch project
# outside the source tree, without the network: `require('wgx-webgpu')` must load from
# node_modules alone and run the seed page's compute half (examples/node/seed_compute.js), whose
# smoothed values are checked against the same arithmetic in JavaScript.
# Usage: run_npm_test.sh ADDON SOURCE_DIR   (ADDON: the built wgx.node)
set -euo pipefail
addon="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
source="$(cd "$2" && pwd)"
[[ -f "$addon" ]] || { echo "npm test: no addon at $addon" >&2; exit 1; }
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
export npm_config_cache="$scratch/npm-cache" npm_config_update_notifier=false npm_config_audit=false npm_config_fund=false

# Pack from a copy, so the source tree is never touched (the staged addon would shadow a build).
mkdir -p "$scratch/package"
cp -r "$source/bindings/node/index.js" "$source/bindings/node/lib" "$source/bindings/node/package.json" \
  "$source/bindings/node/stage-addon.js" "$source/bindings/node/README.md" "$scratch/package/"
(cd "$scratch/package" && WGX_NODE_ADDON="$addon" npm pack --silent --pack-destination "$scratch" >/dev/null 2>&1)
tarball="$(find "$scratch" -maxdepth 1 -name 'wgx-webgpu-*.tgz' | head -1)"
[[ -n "$tarball" ]] || { echo "npm test: npm pack made no wgx-webgpu-VERSION.tgz" >&2; exit 1; }
tar -tzf "$tarball" | grep -q '^package/build/wgx.node$' || { echo "npm test: the tarball holds no addon" >&2; exit 1; }

mkdir -p "$scratch/project"
cd "$scratch/project"
echo '{"name": "uses-wgx", "version": "1.0.0", "private": true}' >package.json
npm install --offline --silent "$tarball" >/dev/null
cp "$source/examples/node/seed_compute.js" .
out="$(env -u WGX_PROVIDER -u WGX_NODE_ADDON node seed_compute.js)"
grep -q "^64 smoothed values, 0 wrong$" <<<"$out" || { echo "npm test: seed_compute.js printed: $out" >&2; exit 1; }
echo "npm test: $(basename "$tarball") installs into a project and runs the seed page's compute half"
