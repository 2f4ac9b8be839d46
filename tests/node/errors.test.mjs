// Errors through the Node.js provider: error scopes (nesting, filters, the first error only, work
// on the queue reported to the scopes open when it was issued), the uncapturederror event and
// onuncapturederror, popErrorScope's OperationError, compilation messages with positions in UTF-16
// code units on non-ASCII text, createComputePipelineAsync's GPUPipelineError, internal errors of a
// dispatch that does not finish, the out-of-memory error of a compressed view decoded past the
// memory budget, and a lost device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeDevice, readBuffer, storageBuffer } from './provider.mjs';

const kBadUsage = { size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.STORAGE };

test('error scopes: nesting, filters, first error only, OperationError on an empty stack', async () => {
  const { device } = await makeDevice();
  device.pushErrorScope('validation');
  device.pushErrorScope('out-of-memory');
  device.createBuffer({ ...kBadUsage, label: 'one' });
  device.createBuffer({ ...kBadUsage, label: 'two' });
  assert.equal(await device.popErrorScope(), null, 'an out-of-memory scope does not catch validation errors');
  const error = await device.popErrorScope();
  assert.ok(error instanceof GPUValidationError);
  assert.match(error.message, /"one"/, 'the first error');
  await assert.rejects(device.popErrorScope(), (e) => e instanceof DOMException && e.name === 'OperationError');
  device.destroy();
});

test('queue work reports to the scopes open when it was issued', async () => {
  const { device } = await makeDevice();
  const uncaptured = [];
  device.addEventListener('uncapturederror', (event) => {
    assert.ok(event instanceof GPUUncapturedErrorEvent);
    uncaptured.push(event.error.message);
  });
  const target = device.createBuffer({ size: 4, usage: GPUBufferUsage.COPY_DST });
  device.pushErrorScope('validation');
  device.queue.writeBuffer(target, 8, new Uint32Array(1)); // out of range: inside the scope
  const inside = device.popErrorScope();
  device.queue.writeBuffer(target, 16, new Uint32Array(1)); // after the pop: uncaptured
  device.pushErrorScope('validation');
  const empty = device.popErrorScope();
  assert.match((await inside).message, /Write range/);
  assert.equal(await empty, null);
  await device.queue.onSubmittedWorkDone();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(uncaptured.length, 1);
  assert.match(uncaptured[0], /bufferOffset: 16/);
  device.destroy();
});

// The CTS's error_scope:current_scope at its deepest: 100,000 scopes under the one that catches.
// Work issued under a deep stack keeps the stack as it was without copying it (it once did, and
// this took minutes).
test('a stack of 100,000 error scopes: the innermost catches, the others stay empty', async () => {
  const { device } = await makeDevice();
  const depth = 100000;
  const filters = ['out-of-memory', 'internal', 'validation'];
  for (let i = 0; i < depth; i++) device.pushErrorScope(filters[i % 3]);
  device.pushErrorScope('validation');
  device.createBuffer({ ...kBadUsage, label: 'deep' });
  const caught = await device.popErrorScope();
  assert.ok(caught instanceof GPUValidationError);
  for (let i = 0; i < depth; i += 1000) {
    const pops = [];
    for (let j = 0; j < 1000; j++) pops.push(device.popErrorScope());
    for (const error of await Promise.all(pops)) assert.equal(error, null);
  }
  await assert.rejects(device.popErrorScope(), (e) => e.name === 'OperationError');
  device.destroy();
});

test('onuncapturederror and the event: the GPUError subclass, never inside the call', async () => {
  const { device } = await makeDevice();
  const seen = [];
  device.onuncapturederror = (event) => seen.push(['handler', event.error.constructor.name]);
  const listener = (event) => seen.push(['listener', event.error instanceof GPUValidationError]);
  device.addEventListener('uncapturederror', listener);
  device.createBuffer(kBadUsage);
  assert.deepEqual(seen, []);
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen, [['handler', 'GPUValidationError'], ['listener', true]]);
  device.removeEventListener('uncapturederror', listener);
  device.onuncapturederror = null;
  assert.equal(device.onuncapturederror, null);
  device.destroy();
});

test('compilation info: positions in UTF-16 code units on non-ASCII text', async () => {
  const { device } = await makeDevice();
  const code = '// ünïcödé 😀 text\n@compute @workgroup_size(1)\nfn main() { /* 😀😀 ß */ let y: i32 = bogus; }\n';
  const module = device.createShaderModule({ code });
  const info = await module.getCompilationInfo();
  assert.ok(info instanceof GPUCompilationInfo);
  assert.ok(Object.isFrozen(info.messages));
  const errors = info.messages.filter((m) => m.type === 'error');
  assert.equal(errors.length, 1);
  const m = errors[0];
  assert.ok(m instanceof GPUCompilationMessage);
  const offset = code.indexOf('bogus'); // JavaScript indices are UTF-16 code units
  assert.equal(m.offset, offset);
  assert.equal(m.length, 'bogus'.length);
  assert.equal(m.lineNum, 3);
  assert.equal(m.linePos, offset - code.lastIndexOf('\n', offset) );
  assert.match(m.message, /bogus/);
  assert.equal((await device.createShaderModule({ code: '@compute @workgroup_size(1) fn main() {}' }).getCompilationInfo()).messages.length, 0);
  device.destroy();
});

test('createComputePipelineAsync: resolves with a pipeline, or rejects with GPUPipelineError', async () => {
  const { device } = await makeDevice();
  const module = device.createShaderModule({ code: '@group(0) @binding(0) var<storage, read_write> d: array<u32>;\n@compute @workgroup_size(1) fn main() { d[0] = 42u; }' });
  const pipeline = await device.createComputePipelineAsync({ layout: 'auto', compute: { module, entryPoint: 'main' } });
  assert.ok(pipeline instanceof GPUComputePipeline);
  device.pushErrorScope('validation');
  await assert.rejects(device.createComputePipelineAsync({ layout: 'auto', compute: { module, entryPoint: 'missing' } }),
    (e) => e instanceof GPUPipelineError && e.reason === 'validation' && /missing/.test(e.message));
  await assert.rejects(device.createComputePipelineAsync({ layout: 'auto', compute: { module, constants: { nothing: 1 } } }),
    (e) => e instanceof GPUPipelineError && e.reason === 'validation');
  assert.equal(await device.popErrorScope(), null, 'the async failure is the rejection, not a validation error');
  device.destroy();
});

test('a dispatch that does not finish is an internal error, and the queue goes on', async () => {
  const { device } = await makeDevice(['backend=interp', 'max-steps=100000']);
  const code = `@group(0) @binding(0) var<storage, read_write> d: array<u32>;
@compute @workgroup_size(1) fn main() { loop { d[0] += 1u; if (d[1] == 7u) { break; } } }`;
  const buffer = storageBuffer(device, new Uint32Array(2));
  device.pushErrorScope('internal');
  const module = device.createShaderModule({ code });
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer } }] }));
  pass.dispatchWorkgroups(1);
  pass.end();
  device.queue.submit([encoder.finish()]);
  const error = await device.popErrorScope();
  assert.ok(error instanceof GPUInternalError, String(error && error.message));
  await device.queue.onSubmittedWorkDone();
  device.destroy();
});

test('a compressed view whose decoding passes the memory budget: GPUOutOfMemoryError, the queue goes on', async () => {
  const { device } = await makeDevice(['threads=1', 'memory-budget=1048576'], { requiredFeatures: ['texture-compression-bc'] });
  // bc4-r-unorm blocks whose every texel reads red0 / 255: 256 x 256 texels are 32 KiB of blocks
  // and 1 MiB decoded, 4 x 4 texels 256 bytes.
  const texture = (size, red) => {
    const t = device.createTexture({ size: [size, size], format: 'bc4-r-unorm', usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST });
    const blocks = new Uint8Array((size / 4) * (size / 4) * 8);
    for (let b = 0; b < blocks.length; b += 8) blocks[b] = red;
    device.queue.writeTexture({ texture: t }, blocks, { bytesPerRow: (size / 4) * 8 }, [size, size]);
    return t;
  };
  const module = device.createShaderModule({ code: `@group(0) @binding(0) var t: texture_2d<f32>;
@group(0) @binding(1) var<storage, read_write> out: array<f32, 1>;
@compute @workgroup_size(1) fn main() { out[0] = textureLoad(t, vec2(1, 1), 0).r; }` });
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
  const out = storageBuffer(device, new Float32Array([-1]));
  const read = async (t) => {
    const encoder = device.createCommandEncoder();
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: t.createView() }, { binding: 1, resource: { buffer: out } }] }));
    pass.dispatchWorkgroups(1);
    pass.end();
    device.pushErrorScope('out-of-memory');
    device.queue.submit([encoder.finish()]);
    const error = await device.popErrorScope();
    return { error, red: new Float32Array((await readBuffer(device, out)).buffer)[0] };
  };
  const big = await read(texture(256, 255));
  assert.ok(big.error instanceof GPUOutOfMemoryError, String(big.error && big.error.message));
  assert.match(big.error.message, /decoded texels of \[TextureView\] of \[Texture\]: .*memory budget \(1048576 bytes\)/);
  assert.equal(big.red, -1, 'the dispatch did not run');
  const small = await read(texture(4, 51));
  assert.equal(small.error, null);
  assert.equal(small.red, Math.fround(51 / 255));
  device.destroy();
});

test('a destroyed device: lost resolves, nothing more is reported, maps are aborted', async () => {
  const { device } = await makeDevice();
  let reported = 0;
  device.onuncapturederror = () => reported++;
  const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  await buffer.mapAsync(GPUMapMode.READ);
  const range = buffer.getMappedRange();
  const other = device.createBuffer({ size: 16, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const pending = other.mapAsync(GPUMapMode.READ);
  device.destroy();
  assert.equal(range.byteLength, 0, 'destroy() unmaps the device\'s buffers');
  assert.equal(buffer.mapState, 'unmapped');
  await assert.rejects(pending, (e) => e.name === 'AbortError');
  const info = await device.lost;
  assert.ok(info instanceof GPUDeviceLostInfo);
  assert.equal(info.reason, 'destroyed');
  device.createBuffer(kBadUsage);
  device.pushErrorScope('validation');
  device.createBuffer(kBadUsage);
  assert.equal(await device.popErrorScope(), null);
  await assert.rejects(buffer.mapAsync(GPUMapMode.READ), (e) => e.name === 'AbortError');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(reported, 0);
});

test('createComputePipelineAsync around device loss: rejects before it, resolves after', async () => {
  const { device } = await makeDevice();
  const module = device.createShaderModule({ code: '@compute @workgroup_size(1) fn main() {}' });
  const invalid = { layout: 'auto', compute: { module, entryPoint: 'does_not_exist' } };
  const before = device.createComputePipelineAsync(invalid);
  device.destroy();
  await assert.rejects(before, (e) => e instanceof GPUPipelineError && e.reason === 'validation');
  await device.lost;
  assert.ok((await device.createComputePipelineAsync(invalid)) instanceof GPUComputePipeline);
});
