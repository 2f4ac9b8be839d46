#!/usr/bin/env bash
# Installs the Debian packages wgx needs to build and test, skipping those already present.
# Usage: scripts/setup.sh [--oracle]   (--oracle adds node and npm, for the Tint/Dawn oracles, and
# the wgpu oracle's Deno, from npm into $WGX_ORACLES/deno, with Mesa's lavapipe Vulkan driver)
# Sourcing this file defines wgx_install_missing and wgx_install_deno without running them.
set -euo pipefail

WGX_PACKAGES=(cmake ninja-build g++ clang libgtest-dev libbenchmark-dev libcli11-dev nlohmann-json3-dev
              libicu-dev libspng-dev zlib1g-dev pkg-config ccache python3 valgrind)
# The Node.js provider (bindings/node/) builds against Node's headers (/usr/include/node: Debian's
# libnode-dev, or the nodejs package of nodesource) and node-addon-api (npm ci in bindings/node).
[[ -f /usr/include/node/node_api.h ]] || WGX_PACKAGES+=(nodejs libnode-dev)
command -v npm >/dev/null 2>&1 || WGX_PACKAGES+=(npm)
# The oracle tools are commands (node, npm, python3): install Debian's packages only for those
# missing from PATH, since node may come from elsewhere (with npm bundled).
WGX_ORACLE_PACKAGES=()
command -v node >/dev/null 2>&1 || WGX_ORACLE_PACKAGES+=(nodejs)
command -v npm >/dev/null 2>&1 || WGX_ORACLE_PACKAGES+=(npm)
command -v python3 >/dev/null 2>&1 || WGX_ORACLE_PACKAGES+=(python3)
# The wgpu oracle (tools/wgpu_run.mjs) runs on lavapipe, Mesa's Vulkan driver on the CPU.
WGX_ORACLE_PACKAGES+=(mesa-vulkan-drivers libvulkan1)
WGX_DENO_VERSION=2.9.6

# wgx_install_missing PKG...: apt-get installs those of PKG that dpkg does not report installed.
wgx_install_missing() {
  local missing=() pkg
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  (( ${#missing[@]} )) || return 0
  echo "setup: installing ${missing[*]}" >&2
  local sudo=()
  if [[ $(id -u) != 0 ]]; then
    command -v sudo >/dev/null 2>&1 || { echo "setup: need root (or sudo) to install ${missing[*]}" >&2; return 1; }
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# wgx_install_node_addon_api: `npm ci` in bindings/node (node-addon-api, pinned by its lock file)
# unless it is there.
wgx_install_node_addon_api() {
  local dir
  dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/bindings/node"
  [[ -f "$dir/node_modules/node-addon-api/napi.h" ]] && return 0
  command -v npm >/dev/null 2>&1 || { echo "setup: npm not found: the Node.js provider will not be built" >&2; return 0; }
  echo "setup: npm ci in $dir (node-addon-api)" >&2
  (cd "$dir" && npm ci --no-audit --no-fund >/dev/null)
}

# wgx_install_deno: npm-installs Deno (pinned) into $WGX_ORACLES/deno unless it is there.
wgx_install_deno() {
  local dir="${WGX_ORACLES:-$HOME/.cache/wgx-oracles}/deno"
  [[ -x "$dir/node_modules/.bin/deno" ]] && return 0
  echo "setup: installing deno $WGX_DENO_VERSION into $dir" >&2
  mkdir -p "$dir"
  (cd "$dir" && { [[ -f package.json ]] || npm init -y >/dev/null; } &&
    npm install --no-audit --no-fund "deno@$WGX_DENO_VERSION" >/dev/null)
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  packages=("${WGX_PACKAGES[@]}")
  [[ "${1:-}" == "--oracle" ]] && packages+=("${WGX_ORACLE_PACKAGES[@]}")
  wgx_install_missing "${packages[@]}"
  wgx_install_node_addon_api
  [[ "${1:-}" == "--oracle" ]] && wgx_install_deno
  true
fi
