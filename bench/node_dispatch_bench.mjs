// Per-dispatch overhead through the Node provider (bindings/node), the way WebGPU programs in
// JavaScript pay it: the numbers of issue "one compiled program" (bench/RESULTS.md).
// - pass: one compute pass of 400 one-workgroup dispatches, submitted and waited for
//   (onSubmittedWorkDone); time per dispatch.
// - submit+done: one tiny dispatch submitted, then onSubmittedWorkDone awaited; time per round.
// Medians of repeated rounds after a warm-up, on each backend.
// Usage: node bench/node_dispatch_bench.mjs [rounds]   (WGX_NODE_ADDON picks the addon)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { create, globals } = require(path.join(root, 'bindings', 'node', 'index.js'));
Object.assign(globalThis, globals);

const rounds = Number(process.argv[2] || 15);
const kCode = `
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) { data[i] += 1u; }`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function rig(backend) {
  const gpu = create([`backend=${backend}`, 'threads=1']);
  const device = await (await gpu.requestAdapter()).requestDevice();
  const data = device.createBuffer({ size: 256, usage: GPUBufferUsage.STORAGE });
  const pipeline = device.createComputePipeline({
    layout: 'auto', compute: { module: device.createShaderModule({ code: kCode }) } });
  const group = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer: data } }] });
  const submit = (n) => {
    const encoder = device.createCommandEncoder();
    const pass = encoder.beginComputePass();
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, group);
    for (let i = 0; i < n; i++) pass.dispatchWorkgroups(1);
    pass.end();
    device.queue.submit([encoder.finish()]);
  };
  submit(1);
  await device.queue.onSubmittedWorkDone();
  return { device, submit };
}

async function measure(backend) {
  const { device, submit } = await rig(backend);
  const pass = [];
  const round = [];
  for (let r = 0; r < rounds + 2; r++) {
    let t = process.hrtime.bigint();
    submit(400);
    await device.queue.onSubmittedWorkDone();
    if (r >= 2) pass.push(Number(process.hrtime.bigint() - t) / 1e3 / 400);
    t = process.hrtime.bigint();
    for (let i = 0; i < 100; i++) {
      submit(1);
      await device.queue.onSubmittedWorkDone();
    }
    if (r >= 2) round.push(Number(process.hrtime.bigint() - t) / 1e3 / 100);
  }
  device.destroy();
  return { pass: median(pass), round: median(round) };
}

for (const backend of ['interp', 'compiled']) {
  const m = await measure(backend);
  console.log(`${backend}: dispatch in a pass ${m.pass.toFixed(1)} us, submit + onSubmittedWorkDone ${m.round.toFixed(1)} us`);
}
process.exit(0);
