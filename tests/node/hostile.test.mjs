// No JavaScript input crashes the process: every method and attribute setter of every interface
// the provider exposes, called on live objects with junk arguments (wrong types, huge and negative
// numbers, NaN, BigInt, Symbols, objects whose getters throw, objects of the wrong interface).
// Exceptions and rejected promises are the expected answers; the run happens in a child process so
// that a crash shows as a signal instead of taking the test runner down.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { providerPath } from './provider.mjs';

const kProgram = `
import { createRequire } from 'node:module';
const { create, globals } = createRequire(import.meta.url)(${JSON.stringify(providerPath)});
Object.assign(globalThis, globals);
process.on('unhandledRejection', () => {});
const gpu = create(['threads=1']);
const adapter = await gpu.requestAdapter();
const device = await adapter.requestDevice();
device.onuncapturederror = () => {};
const code = '@group(0) @binding(0) var<storage, read_write> d: array<u32>; @compute @workgroup_size(1) fn main() { d[0] = 1u; }';
const module = device.createShaderModule({ code });
const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
const renderModule = device.createShaderModule({ code: '@vertex fn vs() -> @builtin(position) vec4f { return vec4f(); } @fragment fn fs() -> @location(0) vec4f { return vec4f(1); }' });
const renderPipeline = device.createRenderPipeline({ layout: 'auto', vertex: { module: renderModule }, fragment: { module: renderModule, targets: [{ format: 'rgba8unorm' }] } });
const throwing = new Proxy({}, { get() { throw new Error('getter'); }, ownKeys() { throw new Error('keys'); } });
function makeObjects() {
  const buffer = device.createBuffer({ size: 64, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
  const mapped = device.createBuffer({ size: 64, usage: GPUBufferUsage.MAP_WRITE | GPUBufferUsage.COPY_SRC, mappedAtCreation: true });
  const encoder = device.createCommandEncoder();
  const pass = device.createCommandEncoder().beginComputePass();
  const layout = pipeline.getBindGroupLayout(0);
  const group = device.createBindGroup({ layout, entries: [{ binding: 0, resource: { buffer } }] });
  const texture = device.createTexture({ size: [4, 4], format: 'rgba8unorm', usage: GPUTextureUsage.RENDER_ATTACHMENT });
  const renderPass = device.createCommandEncoder().beginRenderPass({ colorAttachments: [{ view: texture, loadOp: 'clear', storeOp: 'store' }] });
  const bundleEncoder = device.createRenderBundleEncoder({ colorFormats: ['rgba8unorm'] });
  return [gpu, adapter, device, device.queue, buffer, mapped, module, pipeline, layout, group, encoder, pass,
    device.createPipelineLayout({ bindGroupLayouts: [layout] }), device.createCommandEncoder().finish(),
    adapter.limits, adapter.features, adapter.info, gpu.wgslLanguageFeatures, texture, renderPass, bundleEncoder,
    device.createRenderBundleEncoder({ colorFormats: ['rgba8unorm'] }).finish(), renderPipeline,
    device.createQuerySet({ type: 'occlusion', count: 4 })];
}
const junk = [undefined, null, 0, -1, 1.5, 2 ** 32, 2 ** 53, 2 ** 64, -(2 ** 63), NaN, Infinity, 'x', '', {}, [], [0, 1],
  Symbol('s'), 1n, () => {}, throwing, new Uint32Array(4), new ArrayBuffer(8), new DataView(new ArrayBuffer(4)),
  { size: 4, usage: 0x80 }, { entries: [{}] }, { layout: 'auto', compute: { module: {} } }, { buffer: {} },
  { colorAttachments: [null, {}] }, { colorFormats: [null] }, { type: 'occlusion', count: 2 }, [1, 2, 3, 4], { r: 1, g: 1, b: 1, a: 1 }];
let calls = 0;
for (let round = 0; round < 3; round++) {
  const objects = makeObjects();
  const withObjects = junk.concat(objects);
  for (const object of objects) {
    for (let proto = Object.getPrototypeOf(object); proto && proto !== Object.prototype && proto !== EventTarget.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name === 'constructor' || name === 'destroy') continue;
        const desc = Object.getOwnPropertyDescriptor(proto, name);
        for (let i = 0; i < withObjects.length; i++) {
          const a = withObjects[i], b = withObjects[(i * 7 + round) % withObjects.length], c = withObjects[(i * 13 + 5) % withObjects.length];
          try {
            calls++;
            if (typeof desc.value === 'function') {
              const r = desc.value.call(object, a, b, c, a, b);
              if (r instanceof Promise) r.catch(() => {});
              const r2 = desc.value.call(object, a);
              if (r2 instanceof Promise) r2.catch(() => {});
            } else if (desc.set) {
              desc.set.call(object, a);
            } else if (desc.get) {
              desc.get.call(a);
            }
          } catch {}
        }
      }
    }
  }
  await device.queue.onSubmittedWorkDone();
}
device.destroy();
await device.lost;
console.log('survived', calls);
`;

test('junk arguments to every method of every interface do not crash the process', () => {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', kProgram], { encoding: 'utf8', timeout: 240000 });
  assert.equal(r.signal, null, `killed by ${r.signal}: ${r.stderr.slice(-2000)}`);
  assert.equal(r.status, 0, r.stderr.slice(-2000));
  assert.match(r.stdout, /survived \d{4,}/);
});

test('junk arguments to the native addon itself do not crash the process', () => {
  const program = `
const native = require(process.env.WGX_NODE_ADDON || ${JSON.stringify(providerPath.replace(/index\.js$/, ''))} + '/../../build/bindings/node/wgx.node');
const junk = [undefined, null, 0, -1, 2 ** 64, NaN, 'x', {}, [], [[0, new ArrayBuffer(4)]], Symbol('s'), 1n, () => {}, new Uint8Array(4)];
const instance = native.createInstance([]);
const adapter = native.requestAdapter(instance).adapter;
const device = native.requestDevice(adapter, {}, () => {}).device;
const values = junk.concat([instance, adapter, device]);
let calls = 0;
for (const [name, fn] of Object.entries(native)) {
  if (name === 'shutdown') continue;
  for (let i = 0; i < values.length; i++)
    for (let j = 0; j < values.length; j++) {
      try { calls++; fn(values[i], values[j], values[(i + j) % values.length], 0, 0, () => {}); } catch {}
      try { fn(device, values[i], values[j], () => {}); } catch {}
    }
}
console.log('survived', calls);`;
  const r = spawnSync(process.execPath, ['-e', program], { encoding: 'utf8', timeout: 120000 });
  assert.equal(r.signal, null, `killed by ${r.signal}: ${r.stderr.slice(-2000)}`);
  assert.equal(r.status, 0, r.stderr.slice(-2000));
  assert.match(r.stdout, /survived \d{4,}/);
});

// The round of 2026-12-05 (../shared/hostile/2026-12-05): F3, textures and buffers share one
// device memory budget, and a texture past it is an out-of-memory error at creation; F6, the
// data's length is read after the later arguments are converted.
test('textures past the device memory budget are a GPUOutOfMemoryError at creation', async () => {
  const { create, globals } = (await import('node:module')).createRequire(import.meta.url)(providerPath);
  Object.assign(globalThis, globals);
  const device = await (await create(['memory-budget=33554432']).requestAdapter()).requestDevice();
  const made = [];
  device.pushErrorScope('out-of-memory');
  for (let i = 0; i < 3; i++)
    made.push(device.createTexture({ size: [2048, 1024], format: 'rgba32float', usage: GPUTextureUsage.COPY_DST }));
  const error = await device.popErrorScope();
  assert.ok(error instanceof GPUOutOfMemoryError, String(error));
  assert.match(error.message, /memory budget/);
  // What a destroyed texture held is given back.
  made[0].destroy();
  device.pushErrorScope('out-of-memory');
  device.createBuffer({ size: 32 << 20, usage: GPUBufferUsage.STORAGE });
  assert.equal(await device.popErrorScope(), null);
  device.destroy();
});

test('writeBuffer reads the data length after converting its arguments', async () => {
  const { create, globals } = (await import('node:module')).createRequire(import.meta.url)(providerPath);
  Object.assign(globalThis, globals);
  const device = await (await create([]).requestAdapter()).requestDevice();
  const n = 1 << 16;
  const buffer = device.createBuffer({ size: n, usage: GPUBufferUsage.COPY_DST });
  const data = new ArrayBuffer(n, { maxByteLength: n });
  const size = { valueOf() { data.resize(0); return n; } };
  assert.throws(() => device.queue.writeBuffer(buffer, 0, data, 0, size), (e) => e.name === 'OperationError');
  device.destroy();
});

// Devices and instances a program drops are freed: each device's queue thread ends and no
// instance stays listed for event delivery once nothing refers to it (a soak test found one
// thread and the device's memory kept per device: the engine held the device's uncaptured-error
// function strongly while the JavaScript device held the engine's device).
test('dropped devices and instances are freed, with their queue threads', () => {
  const program = `
const { create, globals } = require(${JSON.stringify(providerPath)});
Object.assign(globalThis, globals);
const fs = require('fs');
const threads = () => Number(/Threads:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);
async function useOne(destroy) {
  const device = await (await create(['threads=1']).requestAdapter()).requestDevice();
  const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(buffer, 0, new Uint32Array(4));
  await buffer.mapAsync(GPUMapMode.READ);
  if (destroy) device.destroy();
}
(async () => {
  await useOne(true);
  global.gc();
  await new Promise((r) => setTimeout(r, 50));
  const before = threads();
  for (let i = 0; i < 40; i++) await useOne(i % 2 === 0);
  for (let i = 0; i < 3; i++) { global.gc(); await new Promise((r) => setTimeout(r, 50)); }
  console.log('threads', before, threads());
})();`;
  const r = spawnSync(process.execPath, ['--expose-gc', '-e', program], { encoding: 'utf8', timeout: 120000 });
  assert.equal(r.status, 0, r.stderr.slice(-2000));
  const [, before, after] = /threads (\d+) (\d+)/.exec(r.stdout).map(Number);
  assert.ok(after <= before + 2, `threads grew from ${before} to ${after} over 40 devices`);
});
