// A soak test of the Node provider (not part of CI's time; figures in docs/limits.md): rounds of
// creating, using and dropping WebGPU objects (buffers mapped and written, textures and views,
// samplers, shader modules, bind groups, compute pipelines, encoders with compute passes and
// copies, submits, error scopes, and every few rounds a whole device), for a number of objects or
// seconds. It samples the process's resident memory, open file descriptors and threads; it fails
// when RSS at the end exceeds the level after warm-up (the first third of the run: the allocator
// and V8 settle over the first million objects or so) by more than 10 %, or when file descriptors
// or threads grew. docs/limits.md has the figures.
// Usage: node --expose-gc tools/soak_node.mjs [--objects N (default 3000000)] [--seconds S] [--provider PATH]
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = { objects: 3_000_000, seconds: Infinity, provider: path.join(root, 'bindings', 'node', 'index.js') };
for (let i = 2; i < process.argv.length; i += 2) {
  const key = process.argv[i].replace(/^--/, '');
  if (!(key in options)) {
    console.error(`soak_node: unknown option ${process.argv[i]}`);
    process.exit(2);
  }
  options[key] = key === 'provider' ? process.argv[i + 1] : Number(process.argv[i + 1]);
}

const { create, globals } = createRequire(import.meta.url)(options.provider);
Object.assign(globalThis, globals);

const rssBytes = () => process.memoryUsage.rss();
const fdCount = () => fs.readdirSync('/proc/self/fd').length;
const threadCount = () => Number(/Threads:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);

const code = `@group(0) @binding(0) var<storage, read_write> d: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3u) { d[g.x] = d[g.x] + g.x; }`;

let made = 0;
// One round on `device`: about 20 objects, all dropped at its end. Checks the dispatch's result.
async function round(device, r) {
  const module = device.createShaderModule({ code: r % 16 === 0 ? code + `\n// ${r}` : code });  // some new modules
  const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module } });
  const data = device.createBuffer({ size: 1024, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST, mappedAtCreation: true });
  new Uint32Array(data.getMappedRange()).fill(r);
  data.unmap();
  const read = device.createBuffer({ size: 1024, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  const texture = device.createTexture({ size: [16, 16], format: 'rgba8unorm', usage: GPUTextureUsage.TEXTURE_BINDING | GPUTextureUsage.COPY_DST });
  device.queue.writeTexture({ texture }, new Uint8Array(1024), { bytesPerRow: 64 }, [16, 16]);
  texture.createView();
  device.createSampler({ magFilter: 'linear' });
  device.pushErrorScope('validation');
  const group = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer: data } }] });
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.dispatchWorkgroups(4);
  pass.end();
  encoder.copyBufferToBuffer(data, 0, read, 0, 1024);
  device.queue.submit([encoder.finish()]);
  const error = await device.popErrorScope();
  if (error) throw new Error(`round ${r}: ${error.message}`);
  await read.mapAsync(GPUMapMode.READ);
  const out = new Uint32Array(read.getMappedRange());
  if (out[5] !== r + 5) throw new Error(`round ${r}: d[5] = ${out[5]}, expected ${r + 5}`);
  read.unmap();
  if (r % 2) { data.destroy(); read.destroy(); texture.destroy(); }  // half destroyed, half only dropped
  made += 18;
}

async function newDevice() {
  const device = await (await create(['threads=2']).requestAdapter()).requestDevice();
  made += 3;
  return device;
}

const start = Date.now();
let device = await newDevice();
let warm = null;
const samples = [];
for (let r = 0; made < options.objects && (Date.now() - start) / 1000 < options.seconds; r++) {
  await round(device, r);
  if (r % 500 === 499) {
    device.destroy();
    device = await newDevice();
  }
  if (r % 2000 === 1999) {
    globalThis.gc?.();
    const sample = { made, seconds: (Date.now() - start) / 1000, rss: rssBytes(), fds: fdCount(), threads: threadCount() };
    samples.push(sample);
    if (!warm && (sample.made >= options.objects / 3 || sample.seconds >= options.seconds / 3)) warm = sample;
    const m = process.memoryUsage();
    console.log(`${sample.made} objects, ${sample.seconds.toFixed(0)} s: RSS ${(sample.rss / 2 ** 20).toFixed(1)} MiB (JS heap ${(m.heapUsed / 2 ** 20).toFixed(1)}, external ${(m.external / 2 ** 20).toFixed(1)}), ${sample.fds} fds, ${sample.threads} threads`);
  }
}
device.destroy();
const end = samples.at(-1);
if (!warm || !end || end === warm) {
  console.log(`soak_node: too short to judge (${made} objects); run longer`);
  process.exit(2);
}
const growth = end.rss / warm.rss - 1;
const verdict = growth <= 0.1 && end.fds <= warm.fds && end.threads <= warm.threads;
console.log(`soak_node: ${made} objects in ${end.seconds.toFixed(0)} s; after warm-up RSS ${(warm.rss / 2 ** 20).toFixed(1)} -> ` +
  `${(end.rss / 2 ** 20).toFixed(1)} MiB (${(growth * 100).toFixed(1)} %), fds ${warm.fds} -> ${end.fds}, threads ` +
  `${warm.threads} -> ${end.threads}: ${verdict ? 'flat' : 'GROWS'}`);
process.exit(verdict ? 0 : 1);
