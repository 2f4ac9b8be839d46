// What the Node.js provider's tests share: the provider loaded as a program loads it
// (dawn.node's create/globals shape; WGX_NODE_ADDON picks the addon a build made), devices with
// every feature wgx has, and small helpers for buffers.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const providerPath = process.env.WGX_NODE_PROVIDER || path.join(root, 'bindings', 'node', 'index.js');
const { create, globals } = require(providerPath);
Object.assign(globalThis, globals);
export { create, globals };

export async function makeDevice(flags = ['threads=2'], descriptor = {}) {
  const gpu = create(flags);
  const adapter = await gpu.requestAdapter();
  const device = await adapter.requestDevice(descriptor);
  return { gpu, adapter, device };
}

// The bytes of `buffer` (which needs COPY_SRC), through a MAP_READ copy.
export async function readBuffer(device, buffer, size = buffer.size) {
  const staging = device.createBuffer({ size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const encoder = device.createCommandEncoder();
  encoder.copyBufferToBuffer(buffer, 0, staging, 0, size);
  device.queue.submit([encoder.finish()]);
  await staging.mapAsync(GPUMapMode.READ);
  const bytes = new Uint8Array(staging.getMappedRange().slice(0));
  staging.unmap();
  staging.destroy();
  return bytes;
}

// A storage buffer holding `data` (a TypedArray), readable back.
export function storageBuffer(device, data, extraUsage = 0) {
  const buffer = device.createBuffer({
    size: Math.max(4, Math.ceil(data.byteLength / 4) * 4),
    usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST | extraUsage,
    mappedAtCreation: true,
  });
  new Uint8Array(buffer.getMappedRange()).set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  buffer.unmap();
  return buffer;
}

// Runs one dispatch of `code` with layout 'auto' on the given storage buffers (group 0, bindings
// 0..n-1) and returns the pipeline.
export function dispatch(device, code, buffers, count = [1, 1, 1], constants = undefined) {
  const module = device.createShaderModule({ code });
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, constants } });
  const group = device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: buffers.map((buffer, binding) => ({ binding, resource: { buffer } })),
  });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.dispatchWorkgroups(...count);
  pass.end();
  device.queue.submit([encoder.finish()]);
  return pipeline;
}
