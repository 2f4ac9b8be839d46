// A fuzzer of the Node provider's argument conversion (WebIDL dictionaries, sequences, enums,
// numbers, buffer sources) and the native readers behind it. Each case takes a VALID call of the
// WebGPU API (a template: a descriptor or argument list that works) and mutates it 0-3 times at a
// random depth: a member replaced by a hostile value (wrong types, huge and negative numbers, NaN,
// BigInt, Symbols, lone surrogates, megabyte strings, sparse arrays, proxies whose every trap throws,
// getters that change their answer or resize the ArrayBuffer being converted, detached buffers,
// destroyed objects, objects of another device or a forged interface), a member deleted, or an
// unknown one added. A call must return, throw an Error (or the fuzzer's own thrown value, which
// WebIDL propagates), or settle its promise within the time limit; every 64 cases a canary
// round-trip checks that the provider still computes right. A crash, a hang, a non-Error thrown by
// the provider or a wrong canary is a finding: the parent process prints the case and the command
// that replays it, and exits 1. Deterministic for a seed.
//
// Usage: node node_args_fuzzer.mjs [--seconds N] [--seed S] [--start K] [--cases N]
// (WGX_NODE_ADDON names the addon to load, as for the provider's tests.)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const options = { seconds: 20, seed: 1, start: 0, cases: Infinity, child: false };
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i];
  if (arg === '--child') options.child = true;
  else if (['--seconds', '--seed', '--start', '--cases'].includes(arg)) options[arg.slice(2)] = Number(process.argv[++i]);
  else {
    console.error(`node_args_fuzzer: unknown argument '${arg}'`);
    process.exit(2);
  }
}

if (!options.child) await parent();
else await child();

// The parent runs the cases in a child process so that a crash is reported with its case.
async function parent() {
  const args = [fileURLToPath(import.meta.url), '--child', '--seconds', String(options.seconds), '--seed',
    String(options.seed), '--start', String(options.start), '--cases', String(options.cases)];
  // The child's stderr holds the provider's uncaptured-error reports (megabytes of echoed junk
  // labels): only its tail is kept, for a crash's message.
  const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let last = '', summary = '', pending = '', stderrTail = '';
  proc.stderr.on('data', (chunk) => { stderrTail = (stderrTail + chunk).slice(-4000); });
  proc.stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (line.startsWith('case ')) last = line;
      else if (line.length) summary = line;
    }
  });
  const [code, signal] = await new Promise((resolve) => proc.on('exit', (c, s) => resolve([c, s])));
  if (code === 0) {
    console.log(summary);
    return;
  }
  const index = /^case (\d+)/.exec(last)?.[1] ?? options.start;
  console.error(`node_args_fuzzer: FINDING (${signal ? `killed by ${signal}` : `exit ${code}`}) at ${last}\n` +
    `${summary}\n  stderr's end: ${stderrTail.slice(-1500)}\n` +
    `  replay: node ${path.relative(process.cwd(), fileURLToPath(import.meta.url))} --seed ${options.seed} ` +
    `--start ${index} --cases 1`);
  process.exit(1);
}

async function child() {
  const require = createRequire(import.meta.url);
  const provider = process.env.WGX_NODE_PROVIDER || path.join(here, '..', '..', 'bindings', 'node', 'index.js');
  const { create, globals } = require(provider);
  Object.assign(globalThis, globals);
  process.on('unhandledRejection', () => {});

  const kPromiseSeconds = Number(process.env.WGX_FUZZ_PROMISE_SECONDS || 10);
  const sentinel = new Error('fuzzer getter');  // what the fuzzer's own getters throw
  let rng;  // one generator per case, seeded from (seed, case): any case replays alone
  const seeded = (s) => () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n) => Math.floor(rng() * n);
  const pick = (list) => list[below(list.length)];

  const computeCode = `@group(0) @binding(0) var<storage, read_write> d: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) g: vec3u) { d[g.x] = d[g.x] * 2u + 1u; }`;
  const renderCode = `@vertex fn vs(@location(0) p: vec2f) -> @builtin(position) vec4f { return vec4f(p, 0, 1); }
@fragment fn fs() -> @location(0) vec4f { return vec4f(1); }`;

  async function makeWorld() {
    const gpu = create(['threads=1', 'memory-budget=268435456']);
    const adapter = await gpu.requestAdapter();
    const device = await adapter.requestDevice();
    device.onuncapturederror = () => {};
    const other = await (await gpu.requestAdapter()).requestDevice();
    other.onuncapturederror = () => {};
    const module = device.createShaderModule({ code: computeCode });
    const renderModule = device.createShaderModule({ code: renderCode });
    const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
    const layout = pipeline.getBindGroupLayout(0);
    const buffer = device.createBuffer({ size: 256, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST | GPUBufferUsage.INDIRECT | GPUBufferUsage.VERTEX | GPUBufferUsage.INDEX | GPUBufferUsage.QUERY_RESOLVE });
    const texture = device.createTexture({ size: [8, 8], format: 'rgba8unorm', usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST | GPUTextureUsage.COPY_SRC | GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.STORAGE_BINDING });
    const destroyed = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST });
    destroyed.destroy();
    return {
      gpu, adapter, device, other, module, renderModule, pipeline, layout, buffer, texture, destroyed,
      view: texture.createView(),
      sampler: device.createSampler(),
      group: device.createBindGroup({ layout, entries: [{ binding: 0, resource: { buffer } }] }),
      foreign: other.createBuffer({ size: 64, usage: GPUBufferUsage.STORAGE }),
      querySet: device.createQuerySet({ type: 'occlusion', count: 4 }),
    };
  }

  // Hostile values, made fresh for each use (some change state when read).
  function hostile(w) {
    const makers = [
      () => undefined, () => null, () => true, () => 0, () => -0, () => -1, () => 1.5, () => 255, () => 65536,
      () => 2 ** 31, () => 2 ** 32 - 1, () => 2 ** 32, () => 2 ** 53, () => 2 ** 53 + 2, () => 2 ** 64, () => -(2 ** 63),
      () => 1e308, () => NaN, () => Infinity, () => -Infinity, () => '', () => 'x', () => '4', () => '1e3',
      () => 'rgba8unorm', () => 'auto', () => '\u0000', () => '\ud800', () => 'é'.repeat(1 << 19), () => 1n,
      () => 2n ** 64n, () => Symbol('s'), () => ({}), () => [], () => [[]], () => new Array(1 << 20),
      () => [1, 2, 3, 4], () => () => {}, () => new Date(0), () => Object.freeze({ size: 4 }),
      () => new Proxy({}, { get() { throw sentinel; }, has() { throw sentinel; }, ownKeys() { throw sentinel; }, getOwnPropertyDescriptor() { throw sentinel; } }),
      () => ({ valueOf() { throw sentinel; }, toString() { throw sentinel; } }),
      () => { let n = 0; return { get size() { return n++ ? 2 ** 40 : 4; }, get usage() { return n++ ? 0 : 0xff; } }; },
      () => { const o = { a: 1 }; o.self = o; return o; },
      () => new Uint32Array(8), () => new Float64Array(3), () => new DataView(new ArrayBuffer(16)),
      () => new ArrayBuffer(64), () => new SharedArrayBuffer(16),
      () => { const b = new ArrayBuffer(64); structuredClone(b, { transfer: [b] }); return b; },
      () => new Uint8Array(new ArrayBuffer(64, { maxByteLength: 64 })),
      () => w.destroyed, () => w.foreign, () => w.sampler, () => w.view, () => w.texture, () => w.group,
      () => w.querySet, () => Object.create(GPUBuffer.prototype), () => Object.create(GPUTexture.prototype),
      () => w.device, () => w.gpu,
    ];
    return pick(makers)();
  }

  // An ArrayBuffer that shrinks to nothing while a later argument is converted (WebIDL order).
  function shrinking(bytes) {
    const data = new ArrayBuffer(bytes, { maxByteLength: bytes });
    return [data, { valueOf() { data.resize(0); return 0; } }];
  }

  // Deep copy of a template, GPU objects and buffer sources kept by reference.
  function copy(value) {
    if (Array.isArray(value)) return value.map(copy);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out = {};
      for (const [k, v] of Object.entries(value)) out[k] = copy(v);
      return out;
    }
    return value;
  }

  // The containers inside `value` (itself included) that a mutation may edit.
  function containers(value, out = []) {
    if (Array.isArray(value) || (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)) {
      out.push(value);
      for (const v of Object.values(value)) containers(v, out);
    }
    return out;
  }

  // Members a dictionary does not have (added to dictionaries only: an array's `length` set to a
  // hostile number would make a sequence the fuzzer itself cannot walk; `new Array(1 << 20)` is
  // the long sequence it tries).
  const kUnknownKeys = ['__proto__', 'constructor', 'toString', 'then', 'length', 'extra', '0'];
  function mutate(w, args) {
    const list = copy(args);
    const count = below(4);
    for (let i = 0; i < count; i++) {
      const target = pick(containers(list));
      const keys = Object.keys(target);
      const choice = below(10);
      if (choice === 0 && keys.length && target !== list) delete target[pick(keys)];
      else if (choice === 1 && !Array.isArray(target)) target[pick(kUnknownKeys)] = hostile(w);
      else if (keys.length) target[pick(keys)] = hostile(w);
    }
    return list;
  }

  // Valid calls: [name, receiver, method, argument-list maker]. `w` is the world.
  const encoderOf = (w) => w.device.createCommandEncoder();
  const computePassOf = (w) => { const e = encoderOf(w); const p = e.beginComputePass(); p.setPipeline(w.pipeline); return p; };
  const renderPassOf = (w) => encoderOf(w).beginRenderPass({ colorAttachments: [{ view: w.view, loadOp: 'clear', storeOp: 'store', clearValue: [0, 0, 0, 1] }], occlusionQuerySet: w.querySet });
  const calls = [
    ['requestAdapter', (w) => w.gpu, 'requestAdapter', () => [{ powerPreference: 'low-power', forceFallbackAdapter: false, featureLevel: 'core' }]],
    ['requestDevice', (w) => w.adapter, 'requestDevice', () => [{ requiredFeatures: ['shader-f16'], requiredLimits: { maxBindGroups: 4, maxStorageBufferBindingSize: 1 << 20 }, defaultQueue: { label: 'q' }, label: 'd' }]],
    ['createBuffer', (w) => w.device, 'createBuffer', () => [{ size: 64, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_DST, mappedAtCreation: false, label: 'b' }]],
    ['createBuffer mapped', (w) => w.device, 'createBuffer', () => [{ size: 64, usage: GPUBufferUsage.MAP_WRITE | GPUBufferUsage.COPY_SRC, mappedAtCreation: true }]],
    ['createTexture', (w) => w.device, 'createTexture', () => [{ size: [4, 4, 1], format: 'rgba8unorm', usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST, mipLevelCount: 1, sampleCount: 1, dimension: '2d', viewFormats: ['rgba8unorm-srgb'] }]],
    ['createTexture 3d', (w) => w.device, 'createTexture', () => [{ size: { width: 4, height: 4, depthOrArrayLayers: 4 }, format: 'r32float', usage: GPUTextureUsage.STORAGE_BINDING, dimension: '3d' }]],
    ['createView', (w) => w.texture, 'createView', () => [{ format: 'rgba8unorm', dimension: '2d', aspect: 'all', baseMipLevel: 0, mipLevelCount: 1, baseArrayLayer: 0, arrayLayerCount: 1, usage: GPUTextureUsage.TEXTURE_BINDING }]],
    ['createSampler', (w) => w.device, 'createSampler', () => [{ addressModeU: 'repeat', addressModeV: 'mirror-repeat', magFilter: 'linear', minFilter: 'nearest', mipmapFilter: 'linear', lodMinClamp: 0, lodMaxClamp: 8, compare: 'less', maxAnisotropy: 4 }]],
    ['createShaderModule', (w) => w.device, 'createShaderModule', () => [{ code: computeCode, label: 'm', compilationHints: [{ entryPoint: 'main', layout: 'auto' }] }]],
    ['createBindGroupLayout', (w) => w.device, 'createBindGroupLayout', () => [{ entries: [
      { binding: 0, visibility: GPUShaderStage.COMPUTE, buffer: { type: 'storage', hasDynamicOffset: true, minBindingSize: 16 } },
      { binding: 1, visibility: GPUShaderStage.FRAGMENT, texture: { sampleType: 'float', viewDimension: '2d', multisampled: false } },
      { binding: 2, visibility: GPUShaderStage.FRAGMENT, sampler: { type: 'filtering' } },
      { binding: 3, visibility: GPUShaderStage.COMPUTE, storageTexture: { access: 'write-only', format: 'rgba8unorm', viewDimension: '2d' } }] }]],
    ['createPipelineLayout', (w) => w.device, 'createPipelineLayout', (w) => [{ bindGroupLayouts: [w.layout, null] }]],
    ['createBindGroup', (w) => w.device, 'createBindGroup', (w) => [{ layout: w.layout, entries: [{ binding: 0, resource: { buffer: w.buffer, offset: 0, size: 64 } }] }]],
    ['createComputePipeline', (w) => w.device, 'createComputePipeline', (w) => [{ layout: 'auto', compute: { module: w.module, entryPoint: 'main', constants: {} } }]],
    ['createComputePipelineAsync', (w) => w.device, 'createComputePipelineAsync', (w) => [{ layout: 'auto', compute: { module: w.module } }]],
    ['createRenderPipeline', (w) => w.device, 'createRenderPipeline', (w) => [{
      layout: 'auto',
      vertex: { module: w.renderModule, entryPoint: 'vs', buffers: [{ arrayStride: 8, stepMode: 'vertex', attributes: [{ format: 'float32x2', offset: 0, shaderLocation: 0 }] }] },
      primitive: { topology: 'triangle-strip', stripIndexFormat: 'uint16', frontFace: 'cw', cullMode: 'back' },
      depthStencil: { format: 'depth24plus-stencil8', depthWriteEnabled: true, depthCompare: 'less', stencilFront: { compare: 'always', passOp: 'replace' }, depthBias: 0 },
      multisample: { count: 1, mask: 0xffffffff, alphaToCoverageEnabled: false },
      fragment: { module: w.renderModule, entryPoint: 'fs', targets: [{ format: 'rgba8unorm', writeMask: GPUColorWrite.ALL, blend: { color: { operation: 'add', srcFactor: 'src-alpha', dstFactor: 'one-minus-src-alpha' }, alpha: { operation: 'max', srcFactor: 'one', dstFactor: 'zero' } } }] } }]],
    ['createQuerySet', (w) => w.device, 'createQuerySet', () => [{ type: 'occlusion', count: 8 }]],
    ['createRenderBundleEncoder', (w) => w.device, 'createRenderBundleEncoder', () => [{ colorFormats: ['rgba8unorm'], depthStencilFormat: 'depth32float', sampleCount: 1, depthReadOnly: true }]],
    ['pushErrorScope', (w) => w.device, 'pushErrorScope', () => ['validation']],
    ['popErrorScope', (w) => w.device, 'popErrorScope', () => []],
    ['writeBuffer', (w) => w.device.queue, 'writeBuffer', (w) => [w.buffer, 0, new Uint32Array(16), 0, 16]],
    ['writeBuffer shrinking', (w) => w.device.queue, 'writeBuffer', (w) => { const [data, offset] = shrinking(64); return [w.buffer, 0, data, offset]; }],
    ['writeTexture', (w) => w.device.queue, 'writeTexture', (w) => [{ texture: w.texture, mipLevel: 0, origin: { x: 0, y: 0, z: 0 }, aspect: 'all' }, new Uint8Array(256), { offset: 0, bytesPerRow: 32, rowsPerImage: 8 }, { width: 8, height: 8 }]],
    ['submit', (w) => w.device.queue, 'submit', (w) => [[encoderOf(w).finish()]]],
    ['onSubmittedWorkDone', (w) => w.device.queue, 'onSubmittedWorkDone', () => []],
    ['mapAsync', (w) => w.device.createBuffer({ size: 64, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST }), 'mapAsync', () => [GPUMapMode.READ, 0, 64]],
    ['getMappedRange', (w) => w.device.createBuffer({ size: 64, usage: GPUBufferUsage.MAP_WRITE, mappedAtCreation: true }), 'getMappedRange', () => [8, 16]],
    ['copyBufferToBuffer', encoderOf, 'copyBufferToBuffer', (w) => [w.buffer, 0, w.buffer, 128, 64]],
    ['copyBufferToTexture', encoderOf, 'copyBufferToTexture', (w) => [{ buffer: w.buffer, offset: 0, bytesPerRow: 256, rowsPerImage: 1 }, { texture: w.texture, origin: [0, 0, 0] }, [8, 1, 1]]],
    ['copyTextureToBuffer', encoderOf, 'copyTextureToBuffer', (w) => [{ texture: w.texture }, { buffer: w.buffer, bytesPerRow: 256 }, { width: 1, height: 1 }]],
    ['copyTextureToTexture', encoderOf, 'copyTextureToTexture', (w) => [{ texture: w.texture, origin: { x: 4 } }, { texture: w.texture }, [2, 2]]],
    ['clearBuffer', encoderOf, 'clearBuffer', (w) => [w.buffer, 0, 64]],
    ['resolveQuerySet', encoderOf, 'resolveQuerySet', (w) => [w.querySet, 0, 4, w.buffer, 0]],
    ['beginComputePass', encoderOf, 'beginComputePass', () => [{ label: 'p' }]],
    ['beginRenderPass', encoderOf, 'beginRenderPass', (w) => [{ colorAttachments: [{ view: w.view, loadOp: 'load', storeOp: 'store', depthSlice: undefined }], maxDrawCount: 16 }]],
    ['finish', encoderOf, 'finish', () => [{ label: 'cb' }]],
    ['setBindGroup', computePassOf, 'setBindGroup', (w) => [0, w.group, new Uint32Array([0, 0, 0]), 1, 0]],
    ['dispatchWorkgroups', computePassOf, 'dispatchWorkgroups', () => [1, 1, 1]],
    ['dispatchWorkgroupsIndirect', computePassOf, 'dispatchWorkgroupsIndirect', (w) => [w.buffer, 0]],
    ['setViewport', renderPassOf, 'setViewport', () => [0, 0, 8, 8, 0, 1]],
    ['setScissorRect', renderPassOf, 'setScissorRect', () => [0, 0, 4, 4]],
    ['setBlendConstant', renderPassOf, 'setBlendConstant', () => [{ r: 1, g: 0, b: 0, a: 1 }]],
    ['setVertexBuffer', renderPassOf, 'setVertexBuffer', (w) => [0, w.buffer, 0, 64]],
    ['setIndexBuffer', renderPassOf, 'setIndexBuffer', (w) => [w.buffer, 'uint32', 0, 64]],
    ['draw', renderPassOf, 'draw', () => [3, 1, 0, 0]],
    ['drawIndexedIndirect', renderPassOf, 'drawIndexedIndirect', (w) => [w.buffer, 0]],
    ['beginOcclusionQuery', renderPassOf, 'beginOcclusionQuery', () => [0]],
    ['executeBundles', renderPassOf, 'executeBundles', (w) => [[w.device.createRenderBundleEncoder({ colorFormats: ['rgba8unorm'] }).finish()]]],
    ['getBindGroupLayout', (w) => w.pipeline, 'getBindGroupLayout', () => [0]],
    ['getCompilationInfo', (w) => w.module, 'getCompilationInfo', () => []],
    ['label', (w) => pick([w.buffer, w.texture, w.device, w.module, w.pipeline]), '=label', () => ['name']],
    ['onuncapturederror', (w) => w.device, '=onuncapturederror', () => [() => {}]],
  ];
  // The fuzzer's own check (ctest node.fuzz_self_test): WGX_FUZZ_PLANT makes every call a planted
  // fault of one kind (a process crash, a thrown string, a promise that never settles), which the
  // parent must report as a finding.
  const planted = {
    crash: () => process.kill(process.pid, 'SIGSEGV'),
    nonerror: () => { throw 'a string'; },  // eslint-disable-line no-throw-literal
    hang: () => new Promise(() => {}),
  }[process.env.WGX_FUZZ_PLANT];
  if (planted) calls.splice(0, calls.length, ['planted', () => ({ planted }), 'planted', () => []]);

  function describe(value, depth = 0) {
    if (typeof value === 'string') return value.length > 24 ? `'${value.slice(0, 8)}'...(${value.length})` : JSON.stringify(value);
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'symbol' || typeof value === 'function') return typeof value;
    if (value === null || typeof value !== 'object') return String(value);
    if (depth > 2) return '...';
    const name = Object.getPrototypeOf(value)?.constructor?.name ?? 'object';
    if (Array.isArray(value)) return value.length > 8 ? `array(${value.length})` : `[${value.map((v) => describe(v, depth + 1)).join(', ')}]`;
    if (name !== 'Object') return name;
    try {
      return `{${Object.entries(value).map(([k, v]) => `${k}: ${describe(v, depth + 1)}`).join(', ')}}`;
    } catch {
      return 'proxy';
    }
  }

  const isAcceptable = (e) => e === sentinel || e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException);
  function finding(what) {
    console.log(`FINDING: ${what}`);
    process.exit(1);
  }

  async function settle(promise, label) {
    let timer;
    const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve('timeout'), kPromiseSeconds * 1000); });
    const result = await Promise.race([promise.then(() => 'ok', (e) => (isAcceptable(e) ? 'rejected' : e)), timeout]);
    clearTimeout(timer);
    if (result === 'timeout') finding(`${label}: the promise did not settle in ${kPromiseSeconds} s`);
    if (result !== 'ok' && result !== 'rejected') finding(`${label}: rejected with a non-Error ${describe(result)}`);
  }

  // The provider still computes right: d[i] = d[i] * 2 + 1 over 16 values on a fresh device.
  async function canary() {
    const adapter = await create(['threads=1']).requestAdapter();
    const device = await adapter.requestDevice();
    const module = device.createShaderModule({ code: computeCode });
    const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
    const data = device.createBuffer({ size: 64, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
    const read = device.createBuffer({ size: 64, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
    device.queue.writeBuffer(data, 0, Uint32Array.from({ length: 16 }, (_, i) => i));
    const encoder = device.createCommandEncoder();
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer: data } }] }));
    pass.dispatchWorkgroups(4);
    pass.end();
    encoder.copyBufferToBuffer(data, 0, read, 0, 64);
    device.queue.submit([encoder.finish()]);
    await read.mapAsync(GPUMapMode.READ);
    const out = new Uint32Array(read.getMappedRange().slice(0));
    device.destroy();
    for (let i = 0; i < 16; i++) if (out[i] !== i * 2 + 1) finding(`canary: d[${i}] = ${out[i]}, expected ${i * 2 + 1}`);
  }

  const deadline = Date.now() + options.seconds * 1000;
  let world = null, made = 0, ran = 0, threw = 0;
  for (let index = options.start; ran < options.cases && Date.now() < deadline; index++, ran++) {
    rng = seeded((options.seed * 0x9e3779b1) ^ index);
    if (!world || made++ >= 200) {
      if (world) world.device.destroy(), world.other.destroy();
      world = await makeWorld();
      made = 0;
    }
    const [name, receiverOf, method, argsOf] = pick(calls);
    let label = `case ${index}: ${name}`;
    console.log(label);  // before the arguments are made: a hang there still names the call
    try {
      const receiver = receiverOf(world);
      const args = mutate(world, argsOf(world));
      label += `(${args.map((a) => describe(a)).join(', ')})`;
      console.log(label);
      if (method.startsWith('=')) {
        receiver[method.slice(1)] = args[0];
      } else {
        const result = receiver[method](...args);
        if (result instanceof Promise) await settle(result, label);
      }
    } catch (e) {
      threw++;
      if (!isAcceptable(e)) finding(`${label}: threw a non-Error ${describe(e)}`);
    }
    if (index % 64 === 63) await canary();
  }
  if (world) world.device.destroy(), world.other.destroy();
  await canary();
  console.log(`node_args_fuzzer: seed ${options.seed}: ${ran} cases (${threw} threw as WebIDL or WebGPU says), canaries right, no finding`);
}
