// `npm pack` / `npm publish` step (package.json "prepack"): copies the addon a CMake build made
// (WGX_NODE_ADDON, else the project's build/bindings/node/wgx.node) to build/wgx.node inside this
// package, where index.js finds it, so the packed tarball is complete. Fails, naming the paths
// it looked at, when no addon has been built. With --clean ("postpack") it removes the copy
// again, so a later build of the project is not shadowed by a stale staged addon.
'use strict';

const fs = require('fs');
const path = require('path');

const target = path.join(__dirname, 'build', 'wgx.node');
if (process.argv.includes('--clean')) {
  fs.rmSync(path.dirname(target), { recursive: true, force: true });
  process.exit(0);
}
const sources = [process.env.WGX_NODE_ADDON, path.join(__dirname, '..', '..', 'build', 'bindings', 'node', 'wgx.node')].filter(Boolean);
const source = sources.find((p) => fs.existsSync(p));
if (source === undefined) {
  if (fs.existsSync(target) || fs.existsSync(path.join(__dirname, 'wgx.node'))) process.exit(0);
  console.error(`stage-addon: no built wgx.node (looked at ${sources.join(', ')}); build the project with CMake first`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.copyFileSync(source, target);
console.error(`stage-addon: ${source} -> ${target}`);
