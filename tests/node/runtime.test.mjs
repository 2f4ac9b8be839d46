// The Node.js provider at run time: dispatches run off the main thread (the event loop keeps
// turning during a long one), the sanitizer flag reports a racy shader as an uncaptured error and
// makes an unwatched run fail, and a Node process exits cleanly when its program is done (no
// lingering handle, no crash at exit, even mid-dispatch).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { makeDevice, storageBuffer, dispatch, readBuffer, providerPath } from './provider.mjs';

const kRacy = `@group(0) @binding(0) var<storage, read_write> d: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) { d[0] = i; }`;
const kRaceFree = `@group(0) @binding(0) var<storage, read_write> d: array<u32>;
@compute @workgroup_size(4) fn main(@builtin(local_invocation_index) i: u32) { d[i] = i; }`;
const kLong = `@group(0) @binding(0) var<storage, read_write> d: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
  var x = id.x;
  for (var i = 0u; i < 3000u; i++) { x = x * 1664525u + 1013904223u; }
  d[id.x] = x;
}`;

test('a long dispatch does not block the event loop', async () => {
  const { device } = await makeDevice(['backend=interp', 'threads=1']);
  const buffer = storageBuffer(device, new Uint32Array(64 * 64));
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  const start = Date.now();
  dispatch(device, kLong, [buffer], [64]);
  const submitted = Date.now() - start;
  await device.queue.onSubmittedWorkDone();
  const done = Date.now() - start;
  clearInterval(timer);
  assert.ok(submitted < done / 4, `submit took ${submitted} ms of a ${done} ms dispatch`);
  assert.ok(ticks >= 10, `only ${ticks} timer ticks in ${done} ms`);
  // And it computed the LCG.
  const out = new Uint32Array((await readBuffer(device, buffer)).buffer);
  let x = 5;
  for (let i = 0; i < 3000; i++) x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
  assert.equal(out[5], x);
  device.destroy();
});

test('sanitize=races: a racy shader is an uncaptured GPUValidationError naming the race', async () => {
  const { device } = await makeDevice(['sanitize=races']);
  const errors = [];
  device.onuncapturederror = (event) => errors.push(event.error);
  dispatch(device, kRaceFree, [storageBuffer(device, new Uint32Array(4))]);
  await device.queue.onSubmittedWorkDone();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(errors, [], 'the race-free shader is clean');
  dispatch(device, kRacy, [storageBuffer(device, new Uint32Array(4))]);
  await device.queue.onSubmittedWorkDone();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(errors.length, 1);
  assert.ok(errors[0] instanceof GPUValidationError);
  assert.match(errors[0].message, /wgx sanitizer: .*data race on 'd\[0\]'/);
  // Error scopes catch findings too.
  device.pushErrorScope('validation');
  dispatch(device, kRacy, [storageBuffer(device, new Uint32Array(4))]);
  assert.match((await device.popErrorScope()).message, /data race/);
  device.destroy();
  // Without the flag the same shader reports nothing.
  const plain = (await makeDevice()).device;
  plain.pushErrorScope('validation');
  dispatch(plain, kRacy, [storageBuffer(plain, new Uint32Array(4))]);
  assert.equal(await plain.popErrorScope(), null);
  plain.destroy();
});

// Runs `body` (an ES module using the provider) in a fresh Node process.
function runNode(body, timeout = 60000) {
  const source = `import { createRequire } from 'node:module';
const { create, globals } = createRequire(import.meta.url)(${JSON.stringify(providerPath)});
Object.assign(globalThis, globals);
${body}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8', timeout });
}

const kSetup = `const device = await (await create(['threads=2']).requestAdapter()).requestDevice();
const buffer = device.createBuffer({ size: 256 * 256, usage: GPUBufferUsage.STORAGE });
const module = device.createShaderModule({ code: ${JSON.stringify(kLong)} });
const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
const group = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer } }] });
function submitLong(count) {
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline); pass.setBindGroup(0, group); pass.dispatchWorkgroups(count); pass.end();
  device.queue.submit([encoder.finish()]);
}`;

test('a Node process exits cleanly when its program is done', () => {
  // Work submitted and never awaited, the device never destroyed: the process still ends.
  let r = runNode(`${kSetup}\nsubmitLong(4);\nconsole.log('end of program');`);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /end of program/);
  // A pending promise of queue work keeps the process alive until it resolves.
  r = runNode(`${kSetup}\nsubmitLong(8);\ndevice.queue.onSubmittedWorkDone().then(() => console.log('work done'));`);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /work done/);
  // process.exit() in the middle of a dispatch: no crash at exit.
  r = runNode(`${kSetup}\nsubmitLong(200);\nsetTimeout(() => process.exit(3), 20);`);
  assert.equal(r.status, 3, `signal ${r.signal}; ${r.stderr}`);
  // An exception thrown by a promise callback is the program's, reported as usual.
  r = runNode(`${kSetup}\ndevice.queue.onSubmittedWorkDone().then(() => { throw new Error('from the program'); });`);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /from the program/);
});

test('sanitize=...: an unwatched finding fails the process, for CI', () => {
  const racy = `const device = await (await create(['sanitize=races']).requestAdapter()).requestDevice();
const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.STORAGE });
const module = device.createShaderModule({ code: ${JSON.stringify(kRacy)} });
const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
const encoder = device.createCommandEncoder();
const pass = encoder.beginComputePass();
pass.setPipeline(pipeline);
pass.setBindGroup(0, device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer } }] }));
pass.dispatchWorkgroups(1);
pass.end();
device.queue.submit([encoder.finish()]);
await device.queue.onSubmittedWorkDone();`;
  const r = runNode(racy);
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /wgx sanitizer: .*data race/);
  const clean = runNode(racy.replace('d[0] = i', 'd[i] = i'));
  assert.equal(clean.status, 0, clean.stderr);
});
