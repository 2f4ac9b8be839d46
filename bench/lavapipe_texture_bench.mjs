// One texture kernel of bench/texture_kernels/ on Dawn's Vulkan backend over Mesa lavapipe (the
// oracle install: ../shared/oracles/setup-vulkan.sh), for bench/texture_suite.py's lavapipe
// column: the same WGSL and sizes, an rgba8unorm source of random texels, an rgba8unorm storage
// texture written, and, with --sampler, a linear clamp-to-edge sampler at binding 2. A dispatch
// is timed as one submit and onSubmittedWorkDone, after a warm-up dispatch (lavapipe compiles the
// shader by its first use). LP_NUM_THREADS sets lavapipe's threads (its compute shaders run on
// that pool).
// Usage: [LP_NUM_THREADS=N] node bench/lavapipe_texture_bench.mjs KERNEL.wgsl SRC DST DX DY REPEAT [--sampler]
//   SRC, DST: the square source and destination sizes in texels; DX, DY: the workgroup counts.
// Prints "RESULT <median ms> <fastest ms> <median cpu ms>" (the process's CPU time per dispatch,
// all threads), as bench/native/texture_twins.cpp does.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';

const require = createRequire(import.meta.url);
const dir = process.env.WGX_ORACLES || `${homedir()}/.cache/wgx-oracles`;
const icd = `${dir}/mesa-vulkan/lvp_icd.json`;
if (!process.env.VK_ICD_FILENAMES && existsSync(icd)) process.env.VK_ICD_FILENAMES = icd;
if (!process.env.XDG_RUNTIME_DIR) {
  process.env.XDG_RUNTIME_DIR = `${dir}/xdg-runtime`;
  mkdirSync(process.env.XDG_RUNTIME_DIR, { recursive: true, mode: 0o700 });
}

const [kernel, srcSize, dstSize, dx, dy, repeat] = process.argv.slice(2, 8);
if (!repeat) {
  console.error('usage: node lavapipe_texture_bench.mjs KERNEL.wgsl SRC DST DX DY REPEAT [--sampler]');
  process.exit(2);
}
const withSampler = process.argv.includes('--sampler');

const { create, globals } = require(`${dir}/node_modules/webgpu/dist/linux-x64/dawn.node`);
Object.assign(globalThis, globals);
const gpu = create(['backend=vulkan']);  // kept referenced: the instance must outlive the device
const adapter = await gpu.requestAdapter();
if (!adapter) {
  console.error('no Dawn Vulkan adapter (run ../shared/oracles/setup-vulkan.sh)');
  process.exit(2);
}
const device = await adapter.requestDevice();
device.pushErrorScope('validation');

// Random texels: xorshift32 words, as the oracle's {"random": SEED} fills buffers.
function randomTexels(count) {
  const words = new Uint32Array(count);
  let x = 20;
  for (let i = 0; i < count; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    words[i] = x;
  }
  return words;
}

function texture(size, usage) {
  return device.createTexture({ format: 'rgba8unorm', size: [size, size], usage });
}

const T = GPUTextureUsage;
const src = texture(Number(srcSize), T.TEXTURE_BINDING | T.COPY_DST);
const dst = texture(Number(dstSize), T.STORAGE_BINDING);
device.queue.writeTexture({ texture: src }, randomTexels(srcSize * srcSize), { bytesPerRow: srcSize * 4 },
  [Number(srcSize), Number(srcSize)]);
const module = device.createShaderModule({ code: readFileSync(kernel, 'utf8') });
const pipeline = device.createComputePipeline({ layout: 'auto', compute: { module, entryPoint: 'main' } });
const entries = [{ binding: 0, resource: src.createView() }, { binding: 1, resource: dst.createView() }];
if (withSampler) entries.push({ binding: 2, resource: device.createSampler({ magFilter: 'linear', minFilter: 'linear' }) });
const bindGroup = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries });

async function dispatch() {
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, bindGroup);
  pass.dispatchWorkgroups(Number(dx), Number(dy));
  pass.end();
  device.queue.submit([encoder.finish()]);
  await device.queue.onSubmittedWorkDone();
}

await dispatch();
const error = await device.popErrorScope();
if (error) {
  console.error(error.message);
  process.exit(1);
}
const wall = [], cpu = [];
for (let i = 0; i < Number(repeat); i++) {
  const c0 = process.cpuUsage(), t0 = performance.now();
  await dispatch();
  const t1 = performance.now(), c1 = process.cpuUsage(c0);
  wall.push(t1 - t0);
  cpu.push((c1.user + c1.system) / 1000);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`RESULT ${median(wall).toFixed(3)} ${Math.min(...wall).toFixed(3)} ${median(cpu).toFixed(3)}`);
process.exit(0);
