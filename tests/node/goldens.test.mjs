// The project's execution goldens (tests/golden/exec/*.job.json with Dawn's recorded output, or the
// spec's where Dawn is wrong) run from JavaScript through the Node.js provider: shader module,
// layout 'auto', bind groups, dispatch, copy to a MAP_READ buffer, mapAsync. The seed programs
// (the examples and the seed page's smoothing loop) run on both executors; every golden runs on
// the interpreter (the compiled backend's C++ builds make all of them a long test; the core suite
// runs them there). Comparison as tests/exec/output_compare.h: exact words, or within the job's
// wgx_ulp / wgx_abs, +0 and -0 equal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { root, makeDevice, readBuffer } from './provider.mjs';

const goldenDir = path.join(root, 'tests', 'golden', 'exec');
const seeds = ['smoothing', 'example_reduce', 'example_histogram', 'example_matmul_tiled', 'example_mandelbrot',
  'example_double', 'example_counter_atomic'];

// The Dawn oracle's initial bytes: zeros, words of one kind, or xorshift32 words from a seed.
function initialBytes(binding) {
  const bytes = new Uint8Array(binding.size);
  const words = new DataView(bytes.buffer);
  const init = binding.init;
  if (init === undefined || typeof init === 'string') return bytes;
  const count = Math.floor(binding.size / 4);
  if ('random' in init) {
    let x = init.random >>> 0 || 1;
    for (let i = 0; i < count; i++) {
      x ^= x << 13; x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5; x >>>= 0;
      words.setUint32(4 * i, x, true);
    }
    return bytes;
  }
  for (const [kind, values] of Object.entries(init)) {
    for (let i = 0; i < values.length && i < count; i++) setWord(words, 4 * i, kind, values[i]);
  }
  return bytes;
}

function setWord(view, offset, kind, value) {
  if (kind === 'f32') view.setFloat32(offset, value, true);
  else if (kind === 'i32') view.setInt32(offset, value, true);
  else view.setUint32(offset, value >>> 0, true);
}

// IEEE half from a double, rounding to nearest even.
function halfBits(d) {
  if (d === Infinity) return 0x7c00;
  if (d === -Infinity) return 0xfc00;
  if (Number.isNaN(d)) return 0x7e00;
  const sign = d < 0 || Object.is(d, -0) ? 0x8000 : 0;
  let a = Math.abs(d);
  if (a >= 65520) return sign | 0x7c00;
  if (a < 2 ** -14) {
    const m = a / 2 ** -24;
    let r = Math.round(m);
    if (Math.abs(m - Math.trunc(m) - 0.5) < 1e-12 && Math.trunc(m) % 2 === 0) r = Math.trunc(m);
    return sign | r;
  }
  let e = Math.floor(Math.log2(a));
  if (2 ** e > a) e--;
  if (2 ** (e + 1) <= a) e++;
  const scaled = a / 2 ** e * 1024 - 1024;
  let m = Math.round(scaled);
  if (scaled - Math.trunc(scaled) === 0.5 && Math.trunc(scaled) % 2 === 0) m = Math.trunc(scaled);
  if (m === 1024) { m = 0; e++; }
  return sign | ((e + 15) << 10) | m;
}

// A binding's expected bytes: "hex", or readable words ("u32", "i32", "f32"), or halves ("f16").
function expectedBytes(b) {
  if (b.hex !== undefined) return Uint8Array.from(b.hex.match(/../g) || [], (h) => parseInt(h, 16));
  if (b.f16 !== undefined) {
    const out = new Uint8Array(b.f16.length * 2);
    const view = new DataView(out.buffer);
    b.f16.forEach((v, i) => view.setUint16(2 * i, halfBits(v === 'inf' ? Infinity : v === '-inf' ? -Infinity : v), true));
    return out;
  }
  for (const kind of ['u32', 'i32', 'f32']) {
    if (b[kind] === undefined) continue;
    const out = new Uint8Array(b[kind].length * 4);
    b[kind].forEach((v, i) => setWord(new DataView(out.buffer), 4 * i, kind, v));
    return out;
  }
  throw new Error('an expected binding with no bytes');
}

function ulpDistance(a, b) {
  const ord = (w) => (w & 0x80000000 ? -(w & 0x7fffffff) : w);
  return Math.abs(ord(a) - ord(b));
}

function wordsAgree(want, got, tolerance) {
  if (want === got) return true;
  if (((want | got) & 0x7fffffff) === 0) return true; // +0 and -0
  const f = new DataView(new ArrayBuffer(8));
  f.setUint32(0, want, true);
  f.setUint32(4, got, true);
  const a = f.getFloat32(0, true), b = f.getFloat32(4, true);
  if (tolerance.ulp > 0 && Number.isFinite(a) && Number.isFinite(b) && ulpDistance(want, got) <= tolerance.ulp) return true;
  return tolerance.abs > 0 && Math.abs(a - b) <= tolerance.abs;
}

// Runs the job on `device` and returns the disagreements with the recorded output, as text.
async function runJob(device, name) {
  const job = JSON.parse(fs.readFileSync(path.join(goldenDir, `${name}.job.json`), 'utf8'));
  const expectedPath = fs.existsSync(path.join(goldenDir, `${name}.expected.json`))
    ? path.join(goldenDir, `${name}.expected.json`) : path.join(goldenDir, `${name}.dawn.json`);
  const expected = JSON.parse(fs.readFileSync(expectedPath, 'utf8'));
  const code = fs.readFileSync(path.join(goldenDir, job.shader), 'utf8');
  device.pushErrorScope('validation');
  device.pushErrorScope('internal');
  const module = device.createShaderModule({ code });
  const pipeline = device.createComputePipeline({
    layout: 'auto', compute: { module, entryPoint: job.entry, constants: job.constants },
  });
  const buffers = new Map();
  const groups = new Map();
  for (const b of job.bindings) {
    const usage = (b.type === 'uniform' ? GPUBufferUsage.UNIFORM : GPUBufferUsage.STORAGE) | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST;
    const buffer = device.createBuffer({ size: Math.ceil(b.size / 4) * 4, usage });
    device.queue.writeBuffer(buffer, 0, initialBytes(b));
    buffers.set(`${b.group}:${b.binding}`, buffer);
    if (!groups.has(b.group)) groups.set(b.group, []);
    groups.get(b.group).push({ binding: b.binding, resource: { buffer } });
  }
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  for (const [group, entries] of groups) pass.setBindGroup(group, device.createBindGroup({ layout: pipeline.getBindGroupLayout(group), entries }));
  pass.dispatchWorkgroups(...job.dispatch);
  pass.end();
  device.queue.submit([encoder.finish()]);
  const problems = [];
  const tolerance = { ulp: job.wgx_ulp || 0, abs: job.wgx_abs || 0 };
  for (const want of expected.bindings) {
    const buffer = buffers.get(`${want.group}:${want.binding}`);
    if (!buffer) { problems.push(`binding ${want.group}:${want.binding} missing`); continue; }
    const got = await readBuffer(device, buffer);
    const wantBytes = expectedBytes(want);
    if (got.length < wantBytes.length) {
      problems.push(`binding ${want.group}:${want.binding}: size ${got.length}, want ${wantBytes.length}`);
      continue;
    }
    const gotBytes = got.subarray(0, wantBytes.length);
    const w = new DataView(wantBytes.buffer, wantBytes.byteOffset), g = new DataView(gotBytes.buffer, gotBytes.byteOffset);
    for (let i = 0; i + 4 <= wantBytes.length; i += 4) {
      const a = w.getUint32(i, true), c = g.getUint32(i, true);
      if (!wordsAgree(a, c, tolerance)) {
        problems.push(`binding ${want.group}:${want.binding} offset ${i}: want 0x${a.toString(16)}, got 0x${c.toString(16)}`);
        break;
      }
    }
    for (let i = wantBytes.length & ~3; i < wantBytes.length; i++) {
      if (wantBytes[i] !== gotBytes[i]) { problems.push(`binding ${want.group}:${want.binding} byte ${i} differs`); break; }
    }
  }
  const internal = await device.popErrorScope();
  const validation = await device.popErrorScope();
  if (internal) problems.push(`internal error: ${internal.message}`);
  if (validation) problems.push(`validation error: ${validation.message}`);
  return problems;
}

function jobNames() {
  return fs.readdirSync(goldenDir).filter((f) => f.endsWith('.job.json')).map((f) => f.slice(0, -9)).sort();
}

// The subgroup size a job asks for, and the backends it runs on.
function jobSettings(name) {
  const job = JSON.parse(fs.readFileSync(path.join(goldenDir, `${name}.job.json`), 'utf8'));
  return { subgroupSize: job.wgx_subgroup_size, backends: job.wgx_backends || ['interp', 'compiled'] };
}

async function deviceFor(backend, subgroupSize) {
  const flags = [`backend=${backend}`, 'threads=2'];
  if (subgroupSize) flags.push(`subgroup-size=${subgroupSize}`);
  return (await makeDevice(flags, { requiredFeatures: ['shader-f16', 'subgroups'] })).device;
}

for (const backend of ['interp', 'compiled']) {
  test(`seed programs on the ${backend} backend match the goldens`, async () => {
    const device = await deviceFor(backend);
    for (const name of seeds) assert.deepEqual(await runJob(device, name), [], name);
    device.destroy();
  });
}

test('every execution golden on the interpreter matches', async () => {
  const devices = new Map();
  const failures = [];
  let ran = 0;
  for (const name of jobNames()) {
    const { subgroupSize, backends } = jobSettings(name);
    if (!backends.includes('interp')) continue;
    const key = subgroupSize || 0;
    if (!devices.has(key)) devices.set(key, await deviceFor('interp', subgroupSize));
    const problems = await runJob(devices.get(key), name);
    if (problems.length) failures.push(`${name}: ${problems.join('; ')}`);
    ran++;
  }
  for (const device of devices.values()) device.destroy();
  assert.ok(ran > 200, `only ${ran} goldens ran`);
  assert.deepEqual(failures, []);
});
