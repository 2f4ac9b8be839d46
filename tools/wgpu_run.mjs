// Runs one WGSL compute dispatch on wgpu (Naga translates the WGSL to SPIR-V) through Deno's
// WebGPU, on Mesa's lavapipe (Vulkan on the CPU), and writes every bound buffer afterwards as
// hex: the second execution oracle, independent of Dawn/Tint and of Mesa's GL driver.
//
// Usage: DENO_WEBGPU_BACKEND=vulkan deno run --unstable-webgpu -A tools/wgpu_run.mjs JOB.json [OUT.json]
//   (tools/wgpu_oracle.py finds Deno, sets the backend and runs it)
// JOB.json is the Dawn oracle's job format (../shared/oracles/dawn-run.mjs):
//   {"shader": "k.wgsl", "entry": "main", "dispatch": [x, y, z], "constants": {"n": 4},
//    "bindings": [{"group": 0, "binding": 0, "type": "storage" | "read-only-storage" | "uniform",
//                  "size": BYTES, "init": "zeros" | {"u32": [...]} | {"i32": [...]} | {"f32": [...]}
//                                       | {"random": SEED}}]}   (random: xorshift32 words)
// Output, the Dawn oracle's format: {"bindings": [{"group", "binding", "hex"}]} or {"error": MESSAGE},
// written to OUT.json when given (a large answer printed to a pipe could be cut at exit), else
// to stdout. Exit status 0, 1 on an error of the job, 2 when there is no adapter.
//
// The device asks for the adapter's own compute and buffer limits (lavapipe: 1024 invocations
// per workgroup), so shaders beyond WebGPU's defaults run too, and for `shader-f16` when the
// adapter has it. Subgroups are not offered by Deno's WebGPU.

const LIMITS = [
  'maxComputeInvocationsPerWorkgroup', 'maxComputeWorkgroupSizeX', 'maxComputeWorkgroupSizeY',
  'maxComputeWorkgroupSizeZ', 'maxComputeWorkgroupStorageSize', 'maxComputeWorkgroupsPerDimension',
  'maxStorageBufferBindingSize', 'maxUniformBufferBindingSize', 'maxBufferSize',
  'maxStorageBuffersPerShaderStage', 'maxUniformBuffersPerShaderStage', 'maxBindingsPerBindGroup',
];

const [jobPath, outPath] = Deno.args;

function answer(value, status) {
  const text = JSON.stringify(value) + '\n';
  if (outPath) Deno.writeTextFileSync(outPath, text);
  else writeAllSync(new TextEncoder().encode(text));
  Deno.exit(status);
}

function writeAllSync(bytes) {
  for (let done = 0; done < bytes.length;) done += Deno.stdout.writeSync(bytes.subarray(done));
}

function xorshiftWords(seed, count) {
  const words = new Uint32Array(count);
  let x = (seed >>> 0) || 1;
  for (let i = 0; i < count; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    words[i] = x;
  }
  return words;
}

function initialBytes(b) {
  const bytes = new Uint8Array(b.size);
  const init = b.init ?? 'zeros';
  if (init === 'zeros') return bytes;
  const count = b.size >> 2;
  if (init.random !== undefined) {
    new Uint32Array(bytes.buffer, 0, count).set(xorshiftWords(init.random, count));
    return bytes;
  }
  const [kind, values] = Object.entries(init)[0];
  const View = { u32: Uint32Array, i32: Int32Array, f32: Float32Array }[kind];
  if (!View) answer({ error: `unknown init kind '${kind}'` }, 1);
  new View(bytes.buffer, 0, count).set(values.slice(0, count));
  return bytes;
}

function hex(bytes) {
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}

async function openDevice() {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) answer({ error: 'no wgpu adapter (is Mesa lavapipe, mesa-vulkan-drivers, installed?)' }, 2);
  const requiredLimits = {};
  for (const name of LIMITS) if (adapter.limits[name] !== undefined) requiredLimits[name] = adapter.limits[name];
  const requiredFeatures = adapter.features.has('shader-f16') ? ['shader-f16'] : [];
  return adapter.requestDevice({ requiredLimits, requiredFeatures });
}

async function compile(device, code, job) {
  const module = device.createShaderModule({ code });
  if (module.getCompilationInfo) {
    const info = await module.getCompilationInfo();
    const errors = info.messages.filter((m) => m.type === 'error');
    if (errors.length) answer({ error: errors.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`).join('\n') }, 1);
  }
  return device.createComputePipeline({
    layout: 'auto',
    compute: { module, entryPoint: job.entry ?? 'main', constants: job.constants ?? {} },
  });
}

function createBuffers(device, job) {
  const U = GPUBufferUsage;
  return job.bindings.map((b) => {
    const usage = (b.type === 'uniform' ? U.UNIFORM : U.STORAGE) | U.COPY_SRC | U.COPY_DST;
    const buffer = device.createBuffer({ size: b.size, usage });
    device.queue.writeBuffer(buffer, 0, initialBytes(b));
    const readback = device.createBuffer({ size: b.size, usage: U.MAP_READ | U.COPY_DST });
    return { ...b, buffer, readback };
  });
}

function encodeDispatch(device, pipeline, bound, dispatch) {
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  for (const group of new Set(bound.map((b) => b.group))) {
    const entries = bound.filter((b) => b.group === group)
      .map((b) => ({ binding: b.binding, resource: { buffer: b.buffer } }));
    pass.setBindGroup(group, device.createBindGroup({ layout: pipeline.getBindGroupLayout(group), entries }));
  }
  pass.dispatchWorkgroups(...dispatch);
  pass.end();
  for (const b of bound) encoder.copyBufferToBuffer(b.buffer, 0, b.readback, 0, b.size);
  return encoder.finish();
}

async function readBack(bound) {
  const bindings = [];
  for (const b of bound) {
    await b.readback.mapAsync(GPUMapMode.READ);
    bindings.push({ group: b.group, binding: b.binding, hex: hex(new Uint8Array(b.readback.getMappedRange())) });
    b.readback.unmap();
  }
  return bindings;
}

async function main() {
  const job = JSON.parse(Deno.readTextFileSync(jobPath));
  const shaderPath = new URL(job.shader, new URL(`file://${await Deno.realPath(jobPath)}`));
  const code = Deno.readTextFileSync(shaderPath);
  const device = await openDevice();
  device.pushErrorScope('internal');
  device.pushErrorScope('validation');
  const pipeline = await compile(device, code, job);
  const bound = createBuffers(device, job);
  device.queue.submit([encodeDispatch(device, pipeline, bound, job.dispatch ?? [1, 1, 1])]);
  for (const scope of ['validation', 'internal']) {
    const error = await device.popErrorScope();
    if (error) answer({ error: `${scope}: ${error.message}` }, 1);
  }
  answer({ bindings: await readBack(bound) }, 0);
}

if (!jobPath) {
  console.error('usage: deno run --unstable-webgpu -A wgpu_run.mjs JOB.json [OUT.json]');
  Deno.exit(2);
}
main().catch((e) => answer({ error: String(e?.message ?? e) }, 1));
