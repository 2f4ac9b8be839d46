// The Node.js provider's JavaScript surface, as WebGPU specifies it: the globals, adapters and
// devices, buffers and their map state machine (ArrayBuffers detached on unmap), writeBuffer's
// forms, compute passes and dynamic offsets, copies and clears, labels, WebIDL's TypeErrors, and
// misuse that must give the spec's error and never crash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { create, globals, makeDevice, readBuffer, storageBuffer, dispatch } from './provider.mjs';

const kDouble = `
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(global_invocation_id) id: vec3u) {
  if (id.x < arrayLength(&data)) { data[id.x] = data[id.x] * 2u; }
}`;

async function expectError(device, filter, action) {
  device.pushErrorScope(filter);
  await action();
  return device.popErrorScope();
}

// The value `action` returns, after checking that it raised no validation error.
async function expectNoError(device, action) {
  device.pushErrorScope('validation');
  const value = action();
  assert.equal(await device.popErrorScope(), null);
  return value;
}

// Every operation and readonly attribute the API description records for an interface is on its
// prototype, whether lib/methods.js generates it or it is written by hand.
test('every method and attribute of the described interfaces exists', () => {
  const description = JSON.parse(fs.readFileSync(new URL('../../src/api/webgpu.json', import.meta.url), 'utf8'));
  const faces = description.idl.interfaces;
  const mixins = new Set(Object.values(faces).flatMap((f) => f.includes));
  let checked = 0;
  for (const [name, face] of Object.entries(faces)) {
    if (mixins.has(name)) continue;
    const members = [face, ...face.includes.map((m) => faces[m])].flatMap((f) => [...f.operations.map((o) => o.name), ...f.attributes.map((a) => a[0])]);
    for (const member of members) {
      assert.ok(member in globals[name].prototype, `${name}.${member}`);
      checked++;
    }
  }
  assert.ok(checked > 150, String(checked));
});

test('globals: the GPU interfaces and flag namespaces', () => {
  for (const name of ['GPUBufferUsage', 'GPUMapMode', 'GPUShaderStage', 'GPUTextureUsage', 'GPUColorWrite', 'GPUValidationError',
    'GPUOutOfMemoryError', 'GPUInternalError', 'GPUPipelineError', 'GPUDevice', 'GPUAdapter', 'GPUBuffer', 'GPUQueue',
    'GPUComputePassEncoder', 'GPUCommandEncoder', 'GPUSupportedLimits', 'GPUSupportedFeatures', 'GPUUncapturedErrorEvent'])
    assert.ok(name in globals, name);
  assert.equal(GPUBufferUsage.STORAGE, 0x80);
  assert.equal(GPUMapMode.WRITE, 2);
  assert.equal(GPUShaderStage.COMPUTE, 4);
  assert.throws(() => new GPUDevice(), TypeError);
  assert.throws(() => new GPUBuffer(), TypeError);
  assert.equal(new GPUValidationError('x').message, 'x');
  assert.ok(new GPUValidationError('x') instanceof GPUError);
  const pipelineError = new GPUPipelineError('bad', { reason: 'validation' });
  assert.ok(pipelineError instanceof DOMException);
  assert.equal(pipelineError.reason, 'validation');
  assert.equal(pipelineError.name, 'GPUPipelineError');
});

test('create() rejects unknown flags and bad values by name', () => {
  assert.throws(() => create(['backend=gpu']), /backend=gpu/);
  assert.throws(() => create(['turbo=1']), /unknown flag 'turbo=1'/);
  assert.throws(() => create(['threads=many']), /threads=many/);
  assert.throws(() => create(['sanitize=races,speed']), /sanitize=races,speed/);
  assert.throws(() => create(['schedule=random:x']), /schedule/);
  assert.throws(() => create('backend=interp'), TypeError);
  for (const flags of [[], ['backend=interp'], ['backend=compiled', 'threads=4'], ['backend=auto'], ['sanitize=races,bounds,numerics'],
    ['schedule=reverse'], ['schedule=random:7'], ['subgroup-size=16']])
    assert.ok(create(flags) instanceof GPU, flags.join(' '));
});

test('adapter: features, limits, info, wgslLanguageFeatures', async () => {
  const gpu = create([]);
  assert.ok(gpu.wgslLanguageFeatures.has('pointer_composite_access'));
  assert.equal(gpu.wgslLanguageFeatures, gpu.wgslLanguageFeatures);
  const pending = gpu.requestAdapter();
  assert.ok(pending instanceof Promise);
  const adapter = await pending;
  assert.ok(adapter instanceof GPUAdapter);
  assert.ok(adapter.features instanceof GPUSupportedFeatures);
  assert.ok(adapter.features.has('shader-f16') && adapter.features.has('subgroups'));
  assert.ok([...adapter.features].includes('core-features-and-limits'));
  assert.equal(adapter.features.size, [...adapter.features.values()].length);
  assert.ok(adapter.limits instanceof GPUSupportedLimits);
  assert.equal(adapter.limits.maxComputeInvocationsPerWorkgroup, 1024);  // the device's default is 256
  assert.equal(adapter.limits.maxBindGroups, 4);
  assert.ok('maxBufferSize' in adapter.limits);
  assert.equal(adapter.info.vendor, 'wgx');
  assert.equal(adapter.info.subgroupMinSize, 4);
  assert.equal(await gpu.requestAdapter({ forceFallbackAdapter: true }), null);
  await assert.rejects(gpu.requestAdapter({ powerPreference: 'fastest' }), TypeError);
});

test('requestDevice: required features and limits, and rejections as WebGPU says', async () => {
  const gpu = create([]);
  let adapter = await gpu.requestAdapter();
  await assert.rejects(adapter.requestDevice({ requiredFeatures: ['no-such-feature'] }), TypeError);
  await assert.rejects(adapter.requestDevice({ requiredFeatures: ['texture-component-swizzle'] }), TypeError);
  await assert.rejects(adapter.requestDevice({ requiredLimits: { maxNothing: 1 } }), (e) => e.name === 'OperationError');
  await assert.rejects(adapter.requestDevice({ requiredLimits: { maxBindGroups: 1000 } }), (e) => e.name === 'OperationError');
  await assert.rejects(adapter.requestDevice({ requiredLimits: { maxBindGroups: -1 } }), TypeError);
  const device = await adapter.requestDevice({
    label: 'mine', requiredFeatures: ['shader-f16'], requiredLimits: { maxStorageBufferBindingSize: 1 << 28, maxBindGroups: undefined },
  });
  assert.ok(device instanceof GPUDevice && device instanceof EventTarget);
  assert.equal(device.label, 'mine');
  assert.ok(device.features.has('shader-f16'));
  assert.ok(!device.features.has('subgroups'));
  assert.equal(device.limits.maxStorageBufferBindingSize, 1 << 28);
  assert.equal(device.adapterInfo.vendor, 'wgx');
  assert.equal(device.queue, device.queue);
  // The adapter is consumed once it gave a device.
  await assert.rejects(adapter.requestDevice(), (e) => e.name === 'OperationError');
  adapter = await gpu.requestAdapter();
  const second = await adapter.requestDevice();
  second.destroy();
  const info = await second.lost;
  assert.equal(info.reason, 'destroyed');
  device.destroy();
});

test('features bring their dependencies; an entryPoint of \'\' names no entry point', async () => {
  const gpu = create([]);
  const device = await (await gpu.requestAdapter()).requestDevice({ requiredFeatures: ['texture-formats-tier2'] });
  for (const f of ['texture-formats-tier2', 'texture-formats-tier1', 'rg11b10ufloat-renderable']) assert.ok(device.features.has(f), f);
  const module = device.createShaderModule({ code: '@compute @workgroup_size(1) fn main() {}' });
  device.pushErrorScope('validation');
  device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: '' } });
  assert.ok(await device.popErrorScope());
  device.pushErrorScope('validation');
  device.createComputePipeline({ layout: 'auto', compute: { module } });
  assert.equal(await device.popErrorScope(), null);
  device.destroy();
});

test('promises resolve from the event loop, never inside the call', async () => {
  const { gpu, device } = await makeDevice();
  const order = [];
  const promises = [
    gpu.requestAdapter().then(() => order.push('adapter')),
    device.queue.onSubmittedWorkDone().then(() => order.push('done')),
    device.createShaderModule({ code: kDouble }).getCompilationInfo().then(() => order.push('info')),
  ];
  device.pushErrorScope('validation');
  promises.push(device.popErrorScope().then(() => order.push('pop')));
  const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  promises.push(buffer.mapAsync(GPUMapMode.READ).then(() => order.push('map')));
  assert.equal(buffer.mapState, 'pending');
  await Promise.resolve();
  await Promise.resolve();
  assert.deepEqual(order, []);
  await Promise.all(promises);
  assert.equal(order.length, 5);
  assert.equal(buffer.mapState, 'mapped');
  device.destroy();
});

test('a compute dispatch doubles the data; queue work runs in submission order', async () => {
  const { device } = await makeDevice();
  const buffer = storageBuffer(device, new Uint32Array([1, 2, 3, 4, 5, 6, 7, 8]));
  dispatch(device, kDouble, [buffer], [2]);
  dispatch(device, kDouble, [buffer], [2]);
  device.queue.writeBuffer(buffer, 0, new Uint32Array([100]));
  dispatch(device, kDouble, [buffer], [2]);
  const out = new Uint32Array((await readBuffer(device, buffer)).buffer);
  assert.deepEqual([...out], [200, 16, 24, 32, 40, 48, 56, 64]);
  device.destroy();
});

test('mapAsync / getMappedRange / unmap: ArrayBuffers detached on unmap, writes reach the buffer', async () => {
  const { device } = await makeDevice();
  const upload = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_WRITE | GPUBufferUsage.COPY_SRC });
  await upload.mapAsync(GPUMapMode.WRITE);
  const range = upload.getMappedRange(8, 8);
  assert.equal(range.byteLength, 8);
  new Uint32Array(range).set([7, 9]);
  upload.unmap();
  assert.equal(range.byteLength, 0, 'detached');
  assert.throws(() => new Uint8Array(range), TypeError);
  assert.equal(upload.mapState, 'unmapped');
  const target = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.COPY_SRC });
  const encoder = device.createCommandEncoder();
  encoder.copyBufferToBuffer(upload, target);
  device.queue.submit([encoder.finish()]);
  assert.deepEqual([...new Uint32Array((await readBuffer(device, target)).buffer)], [0, 0, 7, 9]);

  // mappedAtCreation: mapped at once, the whole buffer.
  const created = device.createBuffer({ size: 8, usage: GPUBufferUsage.COPY_SRC, mappedAtCreation: true });
  assert.equal(created.mapState, 'mapped');
  new Float32Array(created.getMappedRange()).set([1.5, -2]);
  created.unmap();
  const copy = device.createBuffer({ size: 8, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.COPY_SRC });
  const e2 = device.createCommandEncoder();
  e2.copyBufferToBuffer(created, 0, copy, 0, 8);
  device.queue.submit([e2.finish()]);
  assert.deepEqual([...new Float32Array((await readBuffer(device, copy)).buffer)], [1.5, -2]);

  // A read mapping's changes are discarded.
  const readable = device.createBuffer({ size: 8, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  await readable.mapAsync(GPUMapMode.READ);
  new Uint32Array(readable.getMappedRange()).set([5, 5]);
  readable.unmap();
  await readable.mapAsync(GPUMapMode.READ);
  assert.deepEqual([...new Uint32Array(readable.getMappedRange())], [0, 0]);
  readable.unmap();
  device.destroy();
});

test('getMappedRange: the spec\'s OperationErrors', async () => {
  const { device } = await makeDevice();
  const buffer = device.createBuffer({ size: 64, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  assert.throws(() => buffer.getMappedRange(), (e) => e.name === 'OperationError');
  await buffer.mapAsync(GPUMapMode.READ, 16, 32);
  assert.throws(() => buffer.getMappedRange(0, 8), (e) => e.name === 'OperationError', 'outside the mapped range');
  assert.throws(() => buffer.getMappedRange(20, 8), (e) => e.name === 'OperationError', 'offset not a multiple of 8');
  assert.throws(() => buffer.getMappedRange(16, 6), (e) => e.name === 'OperationError', 'size not a multiple of 4');
  const a = buffer.getMappedRange(16, 16);
  assert.throws(() => buffer.getMappedRange(24, 8), (e) => e.name === 'OperationError', 'overlap');
  const b = buffer.getMappedRange(32, 16);
  assert.equal(a.byteLength + b.byteLength, 32);
  buffer.unmap();
  assert.equal(a.byteLength, 0);
  assert.equal(b.byteLength, 0);
  device.destroy();
});

test('misuse: map twice, wrong usage, destroyed buffer, unmap while pending', async () => {
  const { device } = await makeDevice();
  const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  // As Dawn and the conformance suite: a pending buffer rejects at once and raises no error; a
  // mapped one raises a validation error and rejects after it.
  device.pushErrorScope('validation');
  const first = buffer.mapAsync(GPUMapMode.READ);
  let early = false;
  const second = buffer.mapAsync(GPUMapMode.READ);
  second.catch(() => { early = true; });
  await Promise.resolve();
  assert.ok(early, 'rejected before any queue work');
  await assert.rejects(second, (e) => e.name === 'OperationError');
  await first;
  assert.equal(await device.popErrorScope(), null, 'mapping a pending buffer raises no validation error');
  let error = await expectError(device, 'validation', () => assert.rejects(buffer.mapAsync(GPUMapMode.READ), (e) => e.name === 'OperationError'));
  assert.ok(error instanceof GPUValidationError, 'mapping a mapped buffer is a validation error');
  assert.equal(buffer.mapState, 'mapped');
  // unmap() before that rejection arrives: AbortError wins.
  const invalid = buffer.mapAsync(GPUMapMode.READ);
  buffer.unmap();
  await assert.rejects(invalid, (e) => e.name === 'AbortError');

  // Wrong mode for the usage: a validation error and OperationError.
  error = await expectError(device, 'validation', () => assert.rejects(buffer.mapAsync(GPUMapMode.WRITE), (e) => e.name === 'OperationError'));
  assert.ok(error instanceof GPUValidationError);

  // unmap() while pending aborts the map.
  const pending = buffer.mapAsync(GPUMapMode.READ);
  buffer.unmap();
  assert.equal(buffer.mapState, 'unmapped');
  await assert.rejects(pending, (e) => e.name === 'AbortError');

  // destroy() while pending aborts too; the destroyed buffer cannot be used.
  const again = buffer.mapAsync(GPUMapMode.READ);
  buffer.destroy();
  await assert.rejects(again, (e) => e.name === 'AbortError');
  error = await expectError(device, 'validation', () => assert.rejects(buffer.mapAsync(GPUMapMode.READ), (e) => e.name === 'OperationError'));
  assert.ok(error instanceof GPUValidationError);
  error = await expectError(device, 'validation', () => device.queue.writeBuffer(buffer, 0, new Uint32Array(4)));
  assert.match(error.message, /destroyed/i);

  // A storage binding of a buffer without STORAGE usage.
  const plain = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST });
  error = await expectError(device, 'validation', () => {
    const module = device.createShaderModule({ code: kDouble });
    const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
    device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer: plain } }] });
  });
  assert.ok(error instanceof GPUValidationError);

  // Submitting a buffer that is mapped is a validation error.
  const mapped = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_SRC, mappedAtCreation: true });
  const target = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST });
  error = await expectError(device, 'validation', () => {
    const encoder = device.createCommandEncoder();
    encoder.copyBufferToBuffer(mapped, 0, target, 0, 16);
    device.queue.submit([encoder.finish()]);
  });
  assert.ok(error instanceof GPUValidationError);
  mapped.unmap();
  device.destroy();
});

test('writeBuffer: ArrayBuffer, every TypedArray, DataView, offsets and sizes in elements', async () => {
  const { device } = await makeDevice();
  const buffer = device.createBuffer({ size: 32, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.COPY_SRC });
  const q = device.queue;
  q.writeBuffer(buffer, 0, new Uint32Array([1, 2, 3, 4]).buffer, 4, 8); // bytes of an ArrayBuffer
  q.writeBuffer(buffer, 8, new Uint16Array([5, 0, 6, 0, 7, 0]), 2, 4); // elements: [6, 0, 7, 0]
  q.writeBuffer(buffer, 16, new Float64Array([0, 0.5]), 1); // one f64
  q.writeBuffer(buffer, 24, new DataView(new Uint8Array([9, 0, 0, 0, 10, 0, 0, 0]).buffer));
  const shared = new Uint32Array(new SharedArrayBuffer(8));
  shared.set([11, 12]);
  q.writeBuffer(buffer, 24, shared, 1, 1); // a SharedArrayBuffer's view: [12] at byte 24
  const words = new Uint32Array((await readBuffer(device, buffer)).buffer);
  assert.deepEqual([...words.subarray(0, 4)], [2, 3, 6, 7]);
  assert.equal(new Float64Array(words.buffer, 16, 1)[0], 0.5);
  assert.deepEqual([...words.subarray(6)], [12, 10]);
  for (const Type of [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array])
    q.writeBuffer(buffer, 0, new Type(8));
  assert.throws(() => q.writeBuffer(buffer, 0, new Uint8Array(4), 5), (e) => e.name === 'OperationError');
  assert.throws(() => q.writeBuffer(buffer, 0, new Uint8Array(8), 2, 7), (e) => e.name === 'OperationError');
  assert.throws(() => q.writeBuffer(buffer, 0, new Uint8Array(3)), (e) => e.name === 'OperationError', 'not a multiple of 4 bytes');
  assert.throws(() => q.writeBuffer(buffer, 0, [1, 2, 3, 4]), TypeError);
  const error = await expectError(device, 'validation', () => q.writeBuffer(buffer, 30, new Uint32Array(1)));
  assert.ok(error instanceof GPUValidationError, 'a write past the end of the buffer');
  device.destroy();
});

test('setBindGroup with dynamic offsets: array and Uint32Array + start + length', async () => {
  const { device } = await makeDevice();
  const code = `
@group(0) @binding(0) var<storage, read_write> data: array<u32, 4>;
@compute @workgroup_size(1) fn main() { data[0] += 1u; }`;
  const layout = device.createBindGroupLayout({
    entries: [{ binding: 0, visibility: GPUShaderStage.COMPUTE, buffer: { type: 'storage', hasDynamicOffset: true } }],
  });
  const pipeline = device.createComputePipeline({
    layout: device.createPipelineLayout({ bindGroupLayouts: [layout] }),
    compute: { module: device.createShaderModule({ code }), entryPoint: 'main' },
  });
  const buffer = device.createBuffer({ size: 1024, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC });
  const group = device.createBindGroup({ layout, entries: [{ binding: 0, resource: { buffer, size: 16 } }] });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group, [256]);
  pass.dispatchWorkgroups(1);
  pass.setBindGroup(0, group, new Uint32Array([0, 512, 768]), 1, 1);
  pass.dispatchWorkgroups(1);
  pass.dispatchWorkgroups(1);
  assert.throws(() => pass.setBindGroup(0, group, new Uint32Array([0]), 1, 1), RangeError);
  assert.throws(() => pass.setBindGroup(0, group, [0], 0, 1), TypeError, 'the 5-argument form needs a Uint32Array');
  pass.end();
  device.queue.submit([encoder.finish()]);
  const words = new Uint32Array((await readBuffer(device, buffer)).buffer);
  assert.equal(words[0], 0);
  assert.equal(words[64], 1);
  assert.equal(words[128], 2);
  // A misaligned dynamic offset is a validation error.
  const error = await expectError(device, 'validation', () => {
    const e = device.createCommandEncoder();
    const p = e.beginComputePass();
    p.setBindGroup(0, group, [4]);
    p.end();
    e.finish();
  });
  assert.ok(error instanceof GPUValidationError);
  device.destroy();
});

test('indirect dispatch, clearBuffer, copies, debug markers, constants', async () => {
  const { device } = await makeDevice();
  const code = `
override scale: u32 = 1u;
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(1) fn main(@builtin(global_invocation_id) id: vec3u) { data[id.x] = (id.x + 1u) * scale; }`;
  const module = device.createShaderModule({ code });
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, constants: { scale: 10 } } });
  const data = device.createBuffer({ size: 32, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
  const indirect = device.createBuffer({ size: 16, usage: GPUBufferUsage.INDIRECT | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(indirect, 4, new Uint32Array([3, 1, 1]));
  const group = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: data }] });
  const encoder = device.createCommandEncoder({ label: 'work' });
  encoder.pushDebugGroup('outer');
  encoder.clearBuffer(data);
  const pass = encoder.beginComputePass({ label: 'pass' });
  pass.pushDebugGroup('inner');
  pass.insertDebugMarker('here');
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.dispatchWorkgroupsIndirect(indirect, 4);
  pass.popDebugGroup();
  pass.end();
  encoder.popDebugGroup();
  encoder.copyBufferToBuffer(data, 0, data, 16, 8); // same buffer: a validation error
  const error = await expectError(device, 'validation', async () => {
    device.queue.submit([encoder.finish()]);
  });
  assert.ok(error instanceof GPUValidationError);
  const e2 = device.createCommandEncoder();
  const p2 = e2.beginComputePass();
  p2.setPipeline(pipeline);
  p2.setBindGroup(0, group);
  p2.dispatchWorkgroupsIndirect(indirect, 4);
  p2.end();
  e2.clearBuffer(data, 8, 8);
  device.queue.submit([e2.finish()]);
  const words = new Uint32Array((await readBuffer(device, data)).buffer);
  assert.deepEqual([...words], [10, 20, 0, 0, 0, 0, 0, 0]);
  device.destroy();
});

test('labels are settable on every object and appear in messages', async () => {
  const { device } = await makeDevice();
  const buffer = device.createBuffer({ label: 'first', size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  assert.equal(buffer.label, 'first');
  buffer.label = 'renamed';
  assert.equal(buffer.label, 'renamed');
  const error = await expectError(device, 'validation', () => assert.rejects(buffer.mapAsync(GPUMapMode.WRITE)));
  assert.match(error.message, /renamed/);
  const module = device.createShaderModule({ code: kDouble });
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  for (const object of [device, device.queue, module, pipeline, pipeline.getBindGroupLayout(0), encoder, pass,
    device.createPipelineLayout({ bindGroupLayouts: [] })]) {
    object.label = 'x\uD800';
    assert.equal(object.label, 'x\uFFFD', object.constructor.name);
  }
  pass.end();
  const commands = encoder.finish({ label: 'cb' });
  assert.equal(commands.label, 'cb');
  device.destroy();
});

test('WebIDL: wrong types and missing members are TypeErrors, in calls and in promises', async () => {
  const { device } = await makeDevice();
  assert.throws(() => device.createBuffer(), TypeError);
  assert.throws(() => device.createBuffer({ usage: GPUBufferUsage.STORAGE }), TypeError);
  assert.throws(() => device.createBuffer({ size: -1, usage: GPUBufferUsage.STORAGE }), TypeError);
  assert.throws(() => device.createBuffer({ size: 2 ** 53, usage: GPUBufferUsage.STORAGE }), TypeError);
  assert.throws(() => device.createBuffer({ size: 4, usage: 2 ** 32 }), TypeError);
  assert.throws(() => device.createBuffer({ size: 4, usage: 4n }), TypeError);
  assert.throws(() => device.createBuffer({ size: 6, usage: GPUBufferUsage.COPY_SRC, mappedAtCreation: true }), RangeError);
  assert.throws(() => device.createBuffer(7), TypeError);
  assert.throws(() => device.createShaderModule({}), TypeError);
  assert.throws(() => device.createShaderModule({ code: Symbol('x') }), TypeError);
  assert.throws(() => device.createComputePipeline({ compute: {} }), TypeError);
  assert.throws(() => device.createComputePipeline({ layout: 'manual', compute: { module: device.createShaderModule({ code: kDouble }) } }), TypeError);
  assert.throws(() => device.createBindGroup({ layout: {}, entries: [] }), TypeError);
  assert.throws(() => device.createBindGroupLayout({ entries: [{ binding: 0 }] }), TypeError);
  assert.throws(() => device.createBindGroupLayout({ entries: 5 }), TypeError);
  assert.throws(() => device.pushErrorScope('everything'), TypeError);
  assert.throws(() => device.queue.submit([{}]), TypeError);
  assert.throws(() => device.queue.submit(null), TypeError);
  assert.throws(() => GPUBuffer.prototype.unmap.call({}), TypeError);
  assert.throws(() => device.createCommandEncoder().beginComputePass().dispatchWorkgroups(-1), TypeError);
  const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  await assert.rejects(buffer.mapAsync(), TypeError);
  await assert.rejects(buffer.mapAsync(GPUMapMode.READ, -8), TypeError);
  await assert.rejects(device.createComputePipelineAsync({}), TypeError);
  await assert.rejects(device.popErrorScope(), (e) => e.name === 'OperationError', 'an empty scope stack');
  device.destroy();
});

// WebGPU's "validate texture format required features" and createQuerySet's 'timestamp': an enum
// value that needs a feature the device lacks is a TypeError wherever the arguments hold it.
test('enum values that need a device feature are TypeErrors without it', async () => {
  const { adapter, device } = await makeDevice();
  const needs = (feature) => (e) => e instanceof TypeError && e.message.includes(`requires the feature '${feature}'`);
  const bc = 'bc1-rgba-unorm';
  const size = [4, 4];
  assert.throws(() => device.createTexture({ size, format: bc, usage: GPUTextureUsage.TEXTURE_BINDING }), needs('texture-compression-bc'));
  assert.throws(() => device.createTexture({ size, format: 'rgba8unorm', viewFormats: [bc], usage: GPUTextureUsage.TEXTURE_BINDING }), needs('texture-compression-bc'));
  const texture = device.createTexture({ size, format: 'rgba8unorm', usage: GPUTextureUsage.TEXTURE_BINDING });
  assert.throws(() => texture.createView({ format: bc }), needs('texture-compression-bc'));
  assert.throws(() => device.createBindGroupLayout({ entries: [{ binding: 0, visibility: GPUShaderStage.COMPUTE, storageTexture: { format: bc } }] }), needs('texture-compression-bc'));
  assert.throws(() => device.createRenderBundleEncoder({ colorFormats: ['rgba8unorm'], depthStencilFormat: 'depth32float-stencil8' }), needs('depth32float-stencil8'));
  assert.throws(() => device.createQuerySet({ type: 'timestamp', count: 2 }), needs('timestamp-query'));
  const code = '@vertex fn vs() -> @builtin(position) vec4f { return vec4f(); } @fragment fn fs() -> @location(0) vec4f { return vec4f(); }';
  const pipelineOn = (d) => {
    const module = d.createShaderModule({ code });
    const depthStencil = { format: 'depth32float-stencil8', depthWriteEnabled: false, depthCompare: 'always' };
    return { layout: 'auto', vertex: { module }, fragment: { module, targets: [{ format: 'rgba8unorm' }] }, depthStencil };
  };
  const pipeline = pipelineOn(device);
  assert.throws(() => device.createRenderPipeline(pipeline), needs('depth32float-stencil8'));
  await assert.rejects(device.createRenderPipelineAsync(pipeline), needs('depth32float-stencil8'));
  device.destroy();
  // With the features, the same calls convert (and create valid objects).
  const features = ['texture-compression-bc', 'depth32float-stencil8', 'timestamp-query'].filter((f) => adapter.features.has(f));
  const full = await (await create(['threads=2']).requestAdapter()).requestDevice({ requiredFeatures: features });
  if (features.includes('texture-compression-bc')) full.createTexture({ size, format: bc, usage: GPUTextureUsage.TEXTURE_BINDING });
  if (features.includes('timestamp-query')) full.createQuerySet({ type: 'timestamp', count: 2 });
  if (features.includes('depth32float-stencil8')) await full.createRenderPipelineAsync(pipelineOn(full));
  assert.ok(features.length >= 3, `the adapter offers ${features}`);
  full.destroy();
});

test('textures, views and samplers: WebGPU validation, bind groups, default layouts', async () => {
  const { device } = await makeDevice();
  const usage = GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.STORAGE_BINDING;
  const texture = await expectNoError(device, () => device.createTexture({ size: [4, 4], format: 'rgba8unorm', usage }));
  assert.equal(texture.width, 4);
  assert.equal(texture.height, 4);
  assert.equal(texture.depthOrArrayLayers, 1);
  assert.equal(texture.format, 'rgba8unorm');
  assert.equal(texture.dimension, '2d');
  assert.throws(() => device.createTexture({ size: [4, 4], format: 'rgba9unorm', usage }), TypeError);
  assert.throws(() => device.createTexture({ size: [4, 4], format: 'bc1-rgba-unorm', usage }), TypeError, 'a format needing a feature');
  assert.throws(() => device.createTexture({ size: [4, 4, 1, 1], format: 'rgba8unorm', usage }), TypeError);
  let error = await expectError(device, 'validation', () => device.createTexture({ size: [0, 4], format: 'rgba8unorm', usage }));
  assert.match(error.message, /empty/);
  error = await expectError(device, 'validation', () =>
    device.createTexture({ size: [4, 4], format: 'rgba8unorm-srgb', usage: GPUTextureUsage.STORAGE_BINDING }));
  assert.match(error.message, /StorageBinding/);
  error = await expectError(device, 'validation', () => texture.createView({ dimension: '3d' }));
  assert.match(error.message, /needs a 3d texture/);
  error = await expectError(device, 'validation', () => device.createSampler({ lodMinClamp: -1 }));
  assert.match(error.message, /lodMinClamp/);
  const sampler = device.createSampler({ magFilter: 'linear' });
  const layout = device.createBindGroupLayout({ entries: [
    { binding: 0, visibility: GPUShaderStage.COMPUTE, texture: {} },
    { binding: 1, visibility: GPUShaderStage.COMPUTE, sampler: {} },
    { binding: 2, visibility: GPUShaderStage.COMPUTE, storageTexture: { format: 'rgba8unorm' } }] });
  await expectNoError(device, () => device.createBindGroup({ layout, entries: [
    { binding: 0, resource: texture.createView() }, { binding: 1, resource: sampler }, { binding: 2, resource: texture }] }));
  error = await expectError(device, 'validation', () => device.createBindGroup({ layout, entries: [
    { binding: 0, resource: sampler }, { binding: 1, resource: sampler }, { binding: 2, resource: texture }] }));
  assert.match(error.message, /not a texture view/);
  error = await expectError(device, 'validation', () =>
    device.createBindGroupLayout({ entries: [{ binding: 0, visibility: GPUShaderStage.COMPUTE, storageTexture: { format: 'rgba8unorm-srgb' } }] }));
  assert.match(error.message, /does not support the access mode/);
  // A default layout from the shader's texture types; the dispatch runs textureGather over the
  // bound view, and fails validation once the texture is destroyed.
  const module = device.createShaderModule({ code: `
@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var s: sampler;
@group(0) @binding(2) var<storage, read_write> o: array<f32>;
@compute @workgroup_size(1) fn main() { o[0] = textureGather(0, t, s, vec2f(0)).x; }` });
  const pipeline = await expectNoError(device, () => device.createComputePipeline({ layout: 'auto', compute: { module } }));
  const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.STORAGE });
  const group = await expectNoError(device, () => device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [
    { binding: 0, resource: texture }, { binding: 1, resource: sampler }, { binding: 2, resource: { buffer } }] }));
  const run = () => {
    const encoder = device.createCommandEncoder();
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, group);
    pass.dispatchWorkgroups(1);
    pass.end();
    device.queue.submit([encoder.finish()]);
  };
  device.pushErrorScope('internal');
  await expectNoError(device, run);
  assert.equal(await device.popErrorScope(), null);
  texture.destroy();
  error = await expectError(device, 'validation', run);
  assert.match(error.message, /destroyed/);
  device.destroy();
});

test('textures: writeTexture and the texel copies carry the bytes', async () => {
  const { device } = await makeDevice();
  const usage = GPUTextureUsage.COPY_SRC | GPUTextureUsage.COPY_DST;
  const a = device.createTexture({ size: { width: 2, height: 2 }, format: 'r32uint', usage });
  const b = device.createTexture({ size: [2, 2], format: 'r32uint', usage });
  await expectNoError(device, () => device.queue.writeTexture({ texture: a }, new Uint32Array([1, 2, 3, 4]), { bytesPerRow: 8 }, [2, 2]));
  const out = device.createBuffer({ size: 512, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  const encoder = device.createCommandEncoder();
  encoder.copyTextureToTexture({ texture: a }, { texture: b }, [2, 2]);
  encoder.copyTextureToBuffer({ texture: b, origin: [0, 1] }, { buffer: out, bytesPerRow: 256 }, { width: 2 });
  encoder.copyTextureToBuffer({ texture: b }, { buffer: out, offset: 256 }, [1]);
  await expectNoError(device, () => device.queue.submit([encoder.finish()]));
  await out.mapAsync(GPUMapMode.READ);
  const words = new Uint32Array(out.getMappedRange());
  assert.deepEqual([words[0], words[1], words[64]], [3, 4, 1]);
  out.unmap();
  const error = await expectError(device, 'validation', () =>
    device.queue.writeTexture({ texture: a, mipLevel: 1 }, new Uint32Array(4), {}, [1]));
  assert.match(error.message, /mip level/);
  device.destroy();
});

test('hostile calls do not crash the process', async () => {
  const { device } = await makeDevice();
  device.pushErrorScope('validation');
  device.pushErrorScope('out-of-memory');
  device.pushErrorScope('internal');
  const hostile = [
    () => device.createBuffer({ size: Number.MAX_SAFE_INTEGER, usage: GPUBufferUsage.STORAGE }),
    () => device.createBuffer({ size: 2 ** 40, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC, mappedAtCreation: true }).getMappedRange(0, 8),
    () => device.createShaderModule({ code: '\0'.repeat(10) }),
    () => device.createShaderModule({ code: '('.repeat(100000) }),
    () => device.createCommandEncoder().finish().label,
    () => { const e = device.createCommandEncoder(); e.finish(); e.finish(); },
    () => { const e = device.createCommandEncoder(); const p = e.beginComputePass(); p.end(); p.end(); p.dispatchWorkgroups(1); },
    () => { const e = device.createCommandEncoder(); e.beginComputePass(); e.beginComputePass(); e.finish(); },
    () => { const cb = device.createCommandEncoder().finish(); device.queue.submit([cb, cb]); },
    () => device.createComputePipeline({ layout: 'auto', compute: { module: device.createShaderModule({ code: 'fn f() {}' }) } }).getBindGroupLayout(2 ** 32 - 1),
    () => device.createPipelineLayout({ bindGroupLayouts: [null, null, null, null, null, null] }),
    () => device.queue.writeBuffer(device.createBuffer({ size: 4, usage: GPUBufferUsage.COPY_DST }), 2 ** 52, new Uint8Array(4)),
  ];
  for (const call of hostile) {
    try {
      call();
    } catch (e) {
      assert.ok(e instanceof TypeError || e instanceof RangeError || e.name === 'OperationError', String(e));
    }
  }
  await device.popErrorScope();
  await device.popErrorScope();
  await device.popErrorScope();
  device.destroy();
});
