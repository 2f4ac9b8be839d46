// The passes of bench/draw_bench.cpp on Dawn's Vulkan backend over Mesa lavapipe (the oracle
// install: ../shared/oracles/setup-vulkan.sh), for bench/RESULTS.md's comparison: the same WGSL,
// targets, clears and draws, a frame being one submit and onSubmittedWorkDone; the median and the
// fastest frame, then the median of the process's CPU time per frame (process.cpuUsage: every
// thread, lavapipe's rasterizer threads included; on a shared machine steadier than the wall
// clock, and the same measure as draw_bench's cpu column). LP_NUM_THREADS sets lavapipe's
// rasterizer threads (1 and 2 match wgx's runs).
// Usage: LP_NUM_THREADS=N node bench/lavapipe_draw_bench.mjs [FRAMES]   (default 15)
import { createRequire } from 'node:module';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';

const require = createRequire(import.meta.url);
const dir = process.env.WGX_ORACLES || `${homedir()}/.cache/wgx-oracles`;
const icd = `${dir}/mesa-vulkan/lvp_icd.json`;
if (!process.env.VK_ICD_FILENAMES && existsSync(icd)) process.env.VK_ICD_FILENAMES = icd;
if (!process.env.XDG_RUNTIME_DIR) {
  process.env.XDG_RUNTIME_DIR = `${dir}/xdg-runtime`;
  mkdirSync(process.env.XDG_RUNTIME_DIR, { recursive: true, mode: 0o700 });
}
const { create, globals } = require(`${dir}/node_modules/webgpu/dist/linux-x64/dawn.node`);
Object.assign(globalThis, globals);
const gpu = create(['backend=vulkan']);
const adapter = await gpu.requestAdapter();
const device = await adapter.requestDevice();
const frames = Number(process.argv[2] ?? 15);

const fullScreen = `
@vertex fn vs(@builtin(vertex_index) v: u32) -> @builtin(position) vec4f {
  let p = vec2f(f32((v << 1) & 2), f32(v & 2));
  return vec4f(p * 2 - 1, 0, 1);
}
@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f {
  let uv = p.xy / vec2f(1920, 1080);
  let d = fract(uv * 8) - 0.5;
  return vec4f(uv, 1 - dot(d, d) * 2, 1);
}`;
const seedView = `
@group(0) @binding(0) var<storage> data: array<f32>;
struct Out { @builtin(position) pos: vec4f, @location(0) color: vec3f }
@vertex fn vs(@builtin(vertex_index) v: u32, @builtin(instance_index) i: u32) -> Out {
  let q = vec2f(f32(v & 1), f32(v >> 1));
  let smoothed = i >= 64u;
  let k = f32(i % 64);
  let base = select(-0.05, -0.9, smoothed);
  let p = vec2f(-0.95 + k * 0.0297 + q.x * 0.024, base + q.y * data[i] * 0.7);
  return Out(vec4f(p, 0, 1), select(vec3f(0.62, 0.65, 0.70), vec3f(0.08, 0.40, 0.75), smoothed));
}
@fragment fn fs(in: Out) -> @location(0) vec4f { return vec4f(in.color, 1); }`;

async function time(code, width, height, format, topology, vertices, instances, storage) {
  const module = device.createShaderModule({ code });
  const pipeline = device.createRenderPipeline({ layout: 'auto', vertex: { module }, primitive: { topology },
    fragment: { module, targets: [{ format }] } });
  const target = device.createTexture({ size: [width, height], format, usage: GPUTextureUsage.RENDER_ATTACHMENT });
  let group = null;
  if (storage) {
    const values = new Float32Array(128).map((_, i) => 0.3 + 0.4 * (i % 64) / 64);
    const data = device.createBuffer({ size: 512, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_DST });
    device.queue.writeBuffer(data, 0, values);
    group = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer: data } }] });
  }
  const times = [], cpu = [];
  for (let f = 0; f < frames + 1; f++) {
    const start = performance.now(), cpuStart = process.cpuUsage();
    const encoder = device.createCommandEncoder();
    const pass = encoder.beginRenderPass({ colorAttachments: [{ view: target.createView(),
      clearValue: { r: 0.97, g: 0.96, b: 0.93, a: 1 }, loadOp: 'clear', storeOp: 'store' }] });
    pass.setPipeline(pipeline);
    if (group) pass.setBindGroup(0, group);
    pass.draw(vertices, instances);
    pass.end();
    device.queue.submit([encoder.finish()]);
    await device.queue.onSubmittedWorkDone();
    if (f > 0) {
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return `${times[times.length >> 1].toFixed(2)} (${times[0].toFixed(2)}) cpu ${cpu[cpu.length >> 1].toFixed(2)}`;
}

console.log(`lavapipe, LP_NUM_THREADS=${process.env.LP_NUM_THREADS ?? '(default)'}: median (best) ms per frame, cpu ms per frame`);
console.log('1920x1080 full-screen fragment', await time(fullScreen, 1920, 1080, 'rgba8unorm', 'triangle-list', 3, 1, false));
console.log('seed picture 600x360          ', await time(seedView, 600, 360, 'bgra8unorm', 'triangle-strip', 4, 128, true));
process.exit(0);
