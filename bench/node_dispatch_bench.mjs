// Per-dispatch overhead through the Node provider (bindings/node), the way WebGPU programs in
// JavaScript pay it: the numbers of issue "one compiled program" (bench/RESULTS.md).
// - pass: one compute pass of 400 one-workgroup dispatches, submitted and waited for
//   (onSubmittedWorkDone); time per dispatch.
// - submit+done: one tiny dispatch submitted, then onSubmittedWorkDone awaited; time per round.
// Medians of repeated rounds after a warm-up (kWarmUpRounds), on each backend.
// The submit + done round is two thread wake-ups (to the device's timeline and back), and where the
// scheduler puts those threads moves it from one process to the next (on the 2-vCPU machine warm
// processes measured 38-58 us). --processes=N runs the whole measurement in N fresh processes, one
// after another, and prints each one's figures and the median over them.
// Usage: node bench/node_dispatch_bench.mjs [rounds] [--processes=N]   (WGX_NODE_ADDON picks the addon)
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { create, globals } = require(path.join(root, 'bindings', 'node', 'index.js'));
Object.assign(globalThis, globals);

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const processesFlag = process.argv.slice(2).find((a) => a.startsWith('--processes='));
const rounds = Number(positional[0] || 15);
const kCode = `
@group(0) @binding(0) var<storage, read_write> data: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) { data[i] += 1u; }`;

// Rounds run and dropped before the measured ones, on each backend. V8 compiles the provider's
// methods to optimized code over the first few thousand calls: with two such rounds, whichever
// backend a process measured first paid it (about 20 us a round more on the 2-vCPU machine).
const kWarmUpRounds = 10;

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
  for (let r = 0; r < rounds + kWarmUpRounds; r++) {
    let t = process.hrtime.bigint();
    submit(400);
    await device.queue.onSubmittedWorkDone();
    if (r >= kWarmUpRounds) pass.push(Number(process.hrtime.bigint() - t) / 1e3 / 400);
    t = process.hrtime.bigint();
    for (let i = 0; i < 100; i++) {
      submit(1);
      await device.queue.onSubmittedWorkDone();
    }
    if (r >= kWarmUpRounds) round.push(Number(process.hrtime.bigint() - t) / 1e3 / 100);
  }
  device.destroy();
  return { pass: median(pass), round: median(round) };
}

const report = (backend, m) =>
  `${backend}: dispatch in a pass ${m.pass.toFixed(1)} us, submit + onSubmittedWorkDone ${m.round.toFixed(1)} us`;

if (processesFlag) {
  const n = Number(processesFlag.split('=')[1]);
  const runs = { interp: [], compiled: [] };
  for (let i = 0; i < n; i++) {
    const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), String(rounds), '--json'], { encoding: 'utf8' });
    const one = JSON.parse(out);
    for (const backend of Object.keys(runs)) runs[backend].push(one[backend]);
    console.log(`process ${i + 1}: ` + Object.keys(runs).map((b) => report(b, one[b])).join('; '));
  }
  for (const [backend, ms] of Object.entries(runs)) {
    const rounds = ms.map((m) => m.round);
    console.log(`${report(backend, { pass: median(ms.map((m) => m.pass)), round: median(rounds) })} ` +
                `(median of ${n} processes; rounds ${Math.min(...rounds).toFixed(1)}-${Math.max(...rounds).toFixed(1)} us)`);
  }
  process.exit(0);
}

// Each backend is measured once unrecorded first: whichever a process measured first paid
// about 15-20 us a round more on the 2-vCPU machine even after its warm-up rounds (the order
// reversed, the other backend did), so the recorded measurements all come after both have run.
const backends = ['interp', 'compiled'];
for (const backend of backends) await measure(backend);
const results = {};
for (const backend of backends) results[backend] = await measure(backend);
if (process.argv.includes('--json')) console.log(JSON.stringify(results));
else for (const [backend, m] of Object.entries(results)) console.log(report(backend, m));
process.exit(0);
