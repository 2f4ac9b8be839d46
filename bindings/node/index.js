// wgx's Node.js provider: WebGPU compute on the CPU, with the interface of Dawn's node binding
// (npm `webgpu`): `const { create, globals } = require('wgx-webgpu'); Object.assign(globalThis,
// globals); const gpu = create(['backend=compiled']);`. The native addon wgx.node is looked for
// beside this file, under build/, and in the project's build tree; WGX_NODE_ADDON names another.
'use strict';

const path = require('path');
const fs = require('fs');
const { setNative, kToken, interfaces } = require('./lib/internal');

function findAddon() {
  const candidates = [
    process.env.WGX_NODE_ADDON,
    path.join(__dirname, 'wgx.node'),
    path.join(__dirname, 'build', 'wgx.node'),
    path.join(__dirname, '..', '..', 'build', 'bindings', 'node', 'wgx.node'),
  ].filter(Boolean);
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  throw new Error(`wgx: the native addon wgx.node is not built (looked in: ${candidates.join(', ')}); ` +
    'build the project with CMake (WGX_NODE=ON) or set WGX_NODE_ADDON');
}

const native = require(findAddon());
setNative(native);
// The queue worker stops before the process's C++ runtime tears down (process.exit() included).
process.once('exit', () => native.shutdown());

// Each file registers its interfaces in lib/internal.js's `interfaces`.
require('./lib/device');
const flagNamespaces = require('./lib/flags');

// What a browser has as globals: the interfaces and WebGPU's flag namespaces.
const globals = { ...interfaces, ...flagNamespaces };

// create(flags): a GPU object (what navigator.gpu is in a browser) with wgx's settings:
// backend=auto|compiled|interp, threads=N, sanitize=races,bounds,numerics, schedule=..., ...
// (docs/node.md lists them). An unknown flag is an Error naming it. The globals a program has
// not defined itself are defined on globalThis too, so that this file serves as the WebGPU
// conformance suite's --gpu-provider without a wrapper (a browser has them all as globals).
function create(flags = []) {
  if (!Array.isArray(flags) || flags.some((f) => typeof f !== 'string'))
    throw new TypeError('create(flags): flags must be an array of strings such as "backend=compiled"');
  const gpu = new interfaces.GPU(kToken, native.createInstance(flags));
  for (const [name, value] of Object.entries(globals)) {
    if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  }
  return gpu;
}

module.exports = { create, globals };
