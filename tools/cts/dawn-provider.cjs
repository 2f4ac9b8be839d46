// A --gpu-provider module for the CTS on Dawn's Node binding (the npm package `webgpu`, dawn.node),
// the reference that the project's own provider (bindings/node) is compared with.
// The CTS calls require(thisFile).create(flags) once; dawn.node is found through DAWN_NODE (the
// .node file itself), else in the `webgpu` package under DAWN_WEBGPU_DIR (a folder holding
// node_modules/webgpu, default /tmp/dawn). With no flags it runs Dawn's null backend, which
// validates everything and executes nothing: right for validation tests only.
'use strict';
const fs = require('fs');
const path = require('path');

// A plain path, not require.resolve: the CTS's loader hook drops require.resolve's `paths`.
function findDawnNode() {
  if (process.env.DAWN_NODE) return process.env.DAWN_NODE;
  const base = process.env.DAWN_WEBGPU_DIR || '/tmp/dawn';
  const file = path.join(base, 'node_modules', 'webgpu', 'dist',
                         `${process.platform}-${process.arch}`, 'dawn.node');
  if (!fs.existsSync(file)) {
    throw new Error(`dawn.node not found at ${file}: npm install webgpu@0.6.2 in ${base}, ` +
                    'or set DAWN_NODE / DAWN_WEBGPU_DIR');
  }
  return file;
}

const { create, globals } = require(findDawnNode());
// The CTS refers to GPUBufferUsage, GPUShaderStage, GPUValidationError... as globals.
Object.assign(globalThis, globals);

module.exports = {
  create(flags) {
    return create(flags && flags.length ? flags : ['backend=null']);
  },
};
