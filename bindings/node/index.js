// wgx's Node.js provider: WebGPU compute on the CPU, with the interface of Dawn's node binding
// (npm `webgpu`): `const { create, globals } = require('wgx-webgpu'); Object.assign(globalThis,
// globals); const gpu = create(['backend=compiled']);`. The native addon wgx.node is looked for
// beside this file, under build/, and in the project's build tree; WGX_NODE_ADDON names another.
'use strict';

const path = require('path');
const fs = require('fs');
const { setNative, kToken } = require('./lib/internal');

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

const errors = require('./lib/errors');
const adapter = require('./lib/adapter');
const objects = require('./lib/objects');
const texture = require('./lib/texture');
const render = require('./lib/render');
const { GPUBuffer } = require('./lib/buffer');
const { GPUCommandEncoder, GPUComputePassEncoder } = require('./lib/encoder');
const { GPUDevice, GPUQueue } = require('./lib/device');

// WebGPU's flag namespaces.
const flagNamespace = (values) => Object.freeze(values);
const GPUBufferUsage = flagNamespace({
  MAP_READ: 0x0001, MAP_WRITE: 0x0002, COPY_SRC: 0x0004, COPY_DST: 0x0008, INDEX: 0x0010, VERTEX: 0x0020,
  UNIFORM: 0x0040, STORAGE: 0x0080, INDIRECT: 0x0100, QUERY_RESOLVE: 0x0200,
});
const GPUMapMode = flagNamespace({ READ: 0x0001, WRITE: 0x0002 });
const GPUShaderStage = flagNamespace({ VERTEX: 0x1, FRAGMENT: 0x2, COMPUTE: 0x4 });
const GPUTextureUsage = flagNamespace({
  COPY_SRC: 0x01, COPY_DST: 0x02, TEXTURE_BINDING: 0x04, STORAGE_BINDING: 0x08, RENDER_ATTACHMENT: 0x10,
});
const GPUColorWrite = flagNamespace({ RED: 0x1, GREEN: 0x2, BLUE: 0x4, ALPHA: 0x8, ALL: 0xf });

const globals = {
  GPU: adapter.GPU,
  GPUAdapter: adapter.GPUAdapter,
  GPUAdapterInfo: adapter.GPUAdapterInfo,
  GPUSupportedFeatures: adapter.GPUSupportedFeatures,
  GPUSupportedLimits: adapter.GPUSupportedLimits,
  WGSLLanguageFeatures: adapter.WGSLLanguageFeatures,
  GPUDevice,
  GPUQueue,
  GPUBuffer,
  GPUShaderModule: objects.GPUShaderModule,
  GPUCompilationInfo: objects.GPUCompilationInfo,
  GPUCompilationMessage: objects.GPUCompilationMessage,
  GPUBindGroupLayout: objects.GPUBindGroupLayout,
  GPUPipelineLayout: objects.GPUPipelineLayout,
  GPUBindGroup: objects.GPUBindGroup,
  GPUComputePipeline: objects.GPUComputePipeline,
  GPURenderPipeline: objects.GPURenderPipeline,
  GPUCommandEncoder,
  GPUComputePassEncoder,
  GPURenderPassEncoder: render.GPURenderPassEncoder,
  GPURenderBundle: objects.GPURenderBundle,
  GPURenderBundleEncoder: render.GPURenderBundleEncoder,
  GPUCommandBuffer: objects.GPUCommandBuffer,
  GPUTexture: texture.GPUTexture,
  GPUTextureView: texture.GPUTextureView,
  GPUSampler: texture.GPUSampler,
  GPUExternalTexture: objects.GPUExternalTexture,
  GPUQuerySet: objects.GPUQuerySet,
  GPUError: errors.GPUError,
  GPUValidationError: errors.GPUValidationError,
  GPUOutOfMemoryError: errors.GPUOutOfMemoryError,
  GPUInternalError: errors.GPUInternalError,
  GPUPipelineError: errors.GPUPipelineError,
  GPUUncapturedErrorEvent: errors.GPUUncapturedErrorEvent,
  GPUDeviceLostInfo: errors.GPUDeviceLostInfo,
  GPUBufferUsage,
  GPUMapMode,
  GPUShaderStage,
  GPUTextureUsage,
  GPUColorWrite,
};

// create(flags): a GPU object (what navigator.gpu is in a browser) with wgx's settings:
// backend=auto|compiled|interp, threads=N, sanitize=races,bounds,numerics, schedule=..., ...
// (docs/node.md lists them). An unknown flag is an Error naming it. The globals a program has
// not defined itself are defined on globalThis too, so that this file serves as the WebGPU
// conformance suite's --gpu-provider without a wrapper (a browser has them all as globals).
function create(flags = []) {
  if (!Array.isArray(flags) || flags.some((f) => typeof f !== 'string'))
    throw new TypeError('create(flags): flags must be an array of strings such as "backend=compiled"');
  const gpu = new adapter.GPU(kToken, native.createInstance(flags));
  for (const [name, value] of Object.entries(globals)) {
    if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  }
  return gpu;
}

module.exports = { create, globals };
