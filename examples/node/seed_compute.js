// The compute half of the "Barriers" seed page on the Node provider, as a program that installed
// the package would write it (`require('wgx-webgpu')`): the page's two rejected shaders with their
// first error, then 64 noisy values smoothed in 6 steps by one workgroup (workgroup memory,
// barriers, workgroupUniformLoad), read back with mapAsync and checked against the same smoothing
// done here in f32 arithmetic (Math.fround). Prints the errors, eight smoothed values and
// "64 smoothed values, 0 wrong"; exits 1 on a wrong value.
// Usage: node seed_compute.js   (WGX_PROVIDER=PATH loads the provider from PATH instead)
'use strict';

const { create, globals } = require(process.env.WGX_PROVIDER || 'wgx-webgpu');
Object.assign(globalThis, globals);

const halfBarrier = `
var<workgroup> t: array<u32, 64>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  if (i < 32) { t[i] = i; workgroupBarrier(); }
}`;

const smoothing = (load) => `
@group(0) @binding(0) var<storage, read_write> data: array<f32>;
@group(0) @binding(1) var<uniform> requested: u32;
var<workgroup> v: array<f32, 64>;
var<workgroup> steps: u32;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {
  v[i] = data[i];
  if (i == 0) { steps = requested; }
  let n = ${load};
  for (var s = 0u; s < n; s++) {
    let left = v[max(i, 1u) - 1];  let mid = v[i];  let right = v[min(i + 1, 63u)];
    workgroupBarrier();
    v[i] = (left + mid + right) / 3;
    workgroupBarrier();
  }
  data[64 + i] = v[i];
}`;

async function firstError(device, code) {
  device.pushErrorScope('validation');
  const info = await device.createShaderModule({ code }).getCompilationInfo();
  await device.popErrorScope();
  const error = info.messages.find((m) => m.type === 'error');
  return error ? error.message : 'compiled';
}

// The smoothing in f32, as the shader does it.
function expected(input, steps) {
  let v = Float32Array.from(input);
  for (let s = 0; s < steps; s++) {
    const next = new Float32Array(64);
    for (let i = 0; i < 64; i++) {
      const left = v[Math.max(i, 1) - 1], mid = v[i], right = v[Math.min(i + 1, 63)];
      next[i] = Math.fround(Math.fround(Math.fround(left + mid) + right) / 3);
    }
    v = next;
  }
  return v;
}

async function main() {
  const adapter = await create([]).requestAdapter();
  const device = await adapter.requestDevice();
  console.log(`half-workgroup barrier: ${await firstError(device, halfBarrier)}`);
  console.log(`steps read without workgroupUniformLoad: ${await firstError(device, smoothing('steps'))}`);

  const input = new Float32Array(128);
  let x = 0x2545f491;  // the page's Math.random() as a fixed xorshift32 sequence
  const random = () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
  for (let i = 0; i < 64; i++) input[i] = 0.35 + 0.25 * Math.sin(i / 7) + 0.3 * random();
  const data = device.createBuffer({ size: 512, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_DST | GPUBufferUsage.COPY_SRC });
  device.queue.writeBuffer(data, 0, input);
  const requested = device.createBuffer({ size: 4, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(requested, 0, new Uint32Array([6]));
  const pipeline = device.createComputePipeline({
    layout: 'auto',
    compute: { module: device.createShaderModule({ code: smoothing('workgroupUniformLoad(&steps)') }) },
  });
  const readback = device.createBuffer({ size: 256, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, device.createBindGroup({
    layout: pipeline.getBindGroupLayout(0),
    entries: [{ binding: 0, resource: { buffer: data } }, { binding: 1, resource: { buffer: requested } }],
  }));
  pass.dispatchWorkgroups(1);
  pass.end();
  encoder.copyBufferToBuffer(data, 256, readback, 0, 256);
  device.queue.submit([encoder.finish()]);
  await readback.mapAsync(GPUMapMode.READ);
  const smoothed = new Float32Array(readback.getMappedRange().slice(0));
  readback.unmap();

  const want = expected(input.subarray(0, 64), 6);
  const wrong = smoothed.reduce((n, value, i) => n + (value === want[i] ? 0 : 1), 0);
  console.log(`smoothed: ${Array.from(smoothed.subarray(0, 8), (v) => v.toFixed(4)).join(' ')} ...`);
  console.log(`64 smoothed values, ${wrong} wrong`);
  device.destroy();
  process.exitCode = wrong === 0 ? 0 : 1;
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
