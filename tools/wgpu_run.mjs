// Runs one WGSL compute dispatch or one render pass on wgpu (Naga translates the WGSL to SPIR-V)
// through Deno's WebGPU, on Mesa's lavapipe (Vulkan on the CPU), and writes every bound buffer and
// texture afterwards as hex: the second execution oracle, independent of Dawn/Tint.
//
// Usage: DENO_WEBGPU_BACKEND=vulkan deno run --unstable-webgpu -A tools/wgpu_run.mjs
//            [--png OUT.png] JOB.json [OUT.json]
//   (tools/wgpu_oracle.py finds Deno, sets the backend and runs it)
//   --png OUT.png: render jobs only: also write the target as a PNG (8-bit rgba/bgra formats).
//
// JOB.json is the Dawn oracle's job format (../shared/oracles/dawn-run.mjs documents it in full):
//   compute: {"shader", "entry", "dispatch", "constants", "features", "bindings", "textures"}
//   render:  the same with "render": {"vertex", "fragment", "primitive", "vertexCount",
//            "instanceCount", "firstVertex", "firstInstance", "indices", "target", "depth"}
//   BINDING: a buffer {"group", "binding", "type": "storage" | "read-only-storage" | "uniform",
//            "size", "init"}, a texture {"type": "texture" | "storage-texture", "texture": NAME,
//            "view": GPUTextureViewDescriptor}, a sampler {"type": "sampler", "sampler": {...}}
//   TEXTURE: {"name", "format", "size", "dimension", "mipLevelCount", "sampleCount", "data": INIT
//            (every mip level in turn, rows tightly packed; rows of 4x4 blocks for the BC formats),
//            "clear": [r, g, b, a] | {"depth": d}, "readback": false}
//   INIT:    "zeros" | {"u32" | "i32" | "f32": [...]} | {"hex": "..."} | {"random": SEED}
// Two additions the Dawn oracle does not read: compressed (BC) data is uploaded block row by block
// row, and "wgx_layout": "explicit" binds group 0 through an explicit layout whose samplers that
// filter nothing are "non-filtering" (WebGPU's default layout makes every plain sampler
// "filtering", which may not sample integer or depth textures; Dawn's default layout does what
// the explicit one says, so the two oracles run the same program).
//
// Output, the Dawn oracle's format: {"bindings": [{"group", "binding", "hex"}]}, plus "textures":
// [{"name", "format", "size", "mipLevelCount", "hex"}] when the job has textures (every mip level,
// rows tightly packed; not multisampled, compressed or "readback": false ones), plus "target":
// {"format", "size", "hex"} for render jobs; or {"error": MESSAGE}. Written to OUT.json when given
// (a large answer printed to a pipe could be cut at exit), else to stdout. Exit status 0, 1 on an
// error of the job, 2 when there is no adapter or it lacks a feature the job names.
//
// The device asks for the adapter's own compute and buffer limits (lavapipe: 1024 invocations
// per workgroup), so shaders beyond WebGPU's defaults run too, and for every feature the adapter
// has (or the job's "features"). Deno's WebGPU offers no subgroups.

const LIMITS = [
  'maxComputeInvocationsPerWorkgroup', 'maxComputeWorkgroupSizeX', 'maxComputeWorkgroupSizeY',
  'maxComputeWorkgroupSizeZ', 'maxComputeWorkgroupStorageSize', 'maxComputeWorkgroupsPerDimension',
  'maxStorageBufferBindingSize', 'maxUniformBufferBindingSize', 'maxBufferSize',
  'maxStorageBuffersPerShaderStage', 'maxUniformBuffersPerShaderStage', 'maxBindingsPerBindGroup',
  'maxInterStageShaderVariables', 'maxColorAttachmentBytesPerSample',
];

// Bytes per texel of the formats whose texels can be copied to and from buffers.
const TEXEL_BYTES = {
  r8unorm: 1, r8snorm: 1, r8uint: 1, r8sint: 1, rg8unorm: 2, rg8snorm: 2, rg8uint: 2, rg8sint: 2,
  rgba8unorm: 4, 'rgba8unorm-srgb': 4, rgba8snorm: 4, rgba8uint: 4, rgba8sint: 4, bgra8unorm: 4,
  'bgra8unorm-srgb': 4, r16unorm: 2, r16snorm: 2, rg16unorm: 4, rg16snorm: 4, rgba16unorm: 8,
  rgba16snorm: 8, r16uint: 2, r16sint: 2, r16float: 2, rg16uint: 4, rg16sint: 4, rg16float: 4,
  rgba16uint: 8, rgba16sint: 8, rgba16float: 8, r32uint: 4, r32sint: 4, r32float: 4, rg32uint: 8,
  rg32sint: 8, rg32float: 8, rgba32uint: 16, rgba32sint: 16, rgba32float: 16, rgb10a2unorm: 4,
  rgb10a2uint: 4, rg11b10ufloat: 4, rgb9e5ufloat: 4, depth16unorm: 2, depth32float: 4, stencil8: 1,
};

// Bytes per 4x4 block of the BC formats (their data is uploaded as rows of blocks).
const BLOCK_BYTES = {
  'bc1-rgba-unorm': 8, 'bc1-rgba-unorm-srgb': 8, 'bc4-r-unorm': 8, 'bc4-r-snorm': 8,
  'bc2-rgba-unorm': 16, 'bc2-rgba-unorm-srgb': 16, 'bc3-rgba-unorm': 16, 'bc3-rgba-unorm-srgb': 16,
  'bc5-rg-unorm': 16, 'bc5-rg-snorm': 16, 'bc6h-rgb-ufloat': 16, 'bc6h-rgb-float': 16,
  'bc7-rgba-unorm': 16, 'bc7-rgba-unorm-srgb': 16,
};

const { jobPath, outPath, pngPath } = parseArgs(Deno.args);

function parseArgs(args) {
  const out = { jobPath: null, outPath: null, pngPath: null };
  const positional = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--png') out.pngPath = args[++i];
    else positional.push(args[i]);
  }
  [out.jobPath, out.outPath] = positional;
  return out;
}

class JobError extends Error {
  constructor(message, status = 1) {
    super(message);
    this.status = status;
  }
}

function answer(value, status) {
  const text = JSON.stringify(value) + '\n';
  if (outPath) Deno.writeTextFileSync(outPath, text);
  else writeAllSync(new TextEncoder().encode(text));
  Deno.exit(status);
}

function writeAllSync(bytes) {
  for (let done = 0; done < bytes.length;) done += Deno.stdout.writeSync(bytes.subarray(done));
}

function fromHex(text) {
  const bytes = new Uint8Array(text.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.substr(2 * i, 2), 16);
  return bytes;
}

function hex(bytes) {
  let text = '';
  for (const byte of bytes) text += byte.toString(16).padStart(2, '0');
  return text;
}

// INIT as `size` bytes (zero-padded or cut).
function initialBytes(init, size) {
  const bytes = new Uint8Array(size);
  init = init ?? 'zeros';
  if (init === 'zeros') return bytes;
  if (typeof init === 'string') init = { hex: init };
  const count = size >> 2;
  if (init.random !== undefined) {
    let x = (init.random >>> 0) || 1;
    const words = new Uint32Array(bytes.buffer, 0, count);
    for (let i = 0; i < count; i++) {
      x ^= x << 13; x >>>= 0;
      x ^= x >>> 17;
      x ^= x << 5; x >>>= 0;
      words[i] = x;
    }
    return bytes;
  }
  if (init.hex !== undefined) {
    bytes.set(fromHex(init.hex).subarray(0, size));
    return bytes;
  }
  const [kind, values] = Object.entries(init)[0];
  const View = { u32: Uint32Array, i32: Int32Array, f32: Float32Array }[kind];
  if (!View) throw new JobError(`unknown init kind '${kind}'`);
  new View(bytes.buffer, 0, count).set(values.slice(0, count));
  return bytes;
}

// The byte length of an INIT that carries its own data (a vertex buffer without "size").
function initLength(init) {
  if (typeof init === 'string' && init !== 'zeros') return init.length / 2;
  if (init?.hex !== undefined) return init.hex.length / 2;
  if (init && typeof init === 'object' && init.random === undefined) return Object.values(init)[0].length * 4;
  throw new JobError('a vertex buffer needs "size"');
}

// ---- the device

async function openDevice(job) {
  const adapter = await navigator.gpu.requestAdapter();
  if (!adapter) throw new JobError('no wgpu adapter (is Mesa lavapipe, mesa-vulkan-drivers, installed?)', 2);
  const requiredLimits = {};
  for (const name of LIMITS) if (adapter.limits[name] !== undefined) requiredLimits[name] = adapter.limits[name];
  const features = job.features ?? [...adapter.features];
  for (const f of features) if (!adapter.features.has(f)) throw new JobError(`the wgpu adapter lacks feature ${f}`, 2);
  return adapter.requestDevice({ requiredLimits, requiredFeatures: features });
}

async function compileModule(device, code) {
  const module = device.createShaderModule({ code });
  if (module.getCompilationInfo) {
    const info = await module.getCompilationInfo();
    const errors = info.messages.filter((m) => m.type === 'error');
    if (errors.length) throw new JobError(errors.map((m) => `${m.lineNum}:${m.linePos} ${m.message}`).join('\n'));
  }
  return module;
}

// ---- textures

function levelSize(t, level) {
  const [w, h = 1, d = 1] = t.size;
  const dim = t.dimension ?? '2d';
  return [Math.max(1, w >> level), dim === '1d' ? 1 : Math.max(1, h >> level),
    dim === '3d' ? Math.max(1, d >> level) : d];
}

// A level's layout as a copy lays it out: [bytes per row, rows per image, bytes in all].
function levelRows(t, level) {
  const [w, h, d] = levelSize(t, level);
  const block = BLOCK_BYTES[t.format];
  if (block) {
    const rows = Math.ceil(h / 4);
    return [Math.ceil(w / 4) * block, rows, Math.ceil(w / 4) * block * rows * d];
  }
  const bytes = TEXEL_BYTES[t.format];
  if (!bytes) throw new JobError(`texture ${t.name}: no data upload for ${t.format} (use "clear")`);
  return [w * bytes, h, w * bytes * h * d];
}

function textureUsage(job, t) {
  const T = GPUTextureUsage;
  const uses = (job.bindings ?? []).filter((b) => b.texture === t.name).map((b) => b.type);
  const samples = t.sampleCount ?? 1;
  let usage = T.TEXTURE_BINDING;
  if (samples === 1 && (TEXEL_BYTES[t.format] || BLOCK_BYTES[t.format])) usage |= T.COPY_SRC | T.COPY_DST;
  if (uses.includes('storage-texture')) usage |= T.STORAGE_BINDING;
  if (t.clear || samples > 1) usage |= T.RENDER_ATTACHMENT;
  return usage;
}

function uploadLevels(device, t, texture, mipLevelCount) {
  let total = 0;
  for (let l = 0; l < mipLevelCount; l++) total += levelRows(t, l)[2];
  const bytes = initialBytes(t.data, total);
  for (let l = 0, offset = 0; l < mipLevelCount; l++) {
    const [bytesPerRow, rowsPerImage, size] = levelRows(t, l);
    const [w, h, d] = levelSize(t, l);
    const extent = BLOCK_BYTES[t.format] ? [Math.ceil(w / 4) * 4, Math.ceil(h / 4) * 4, d] : [w, h, d];
    device.queue.writeTexture({ texture, mipLevel: l }, bytes.subarray(offset, offset + size),
      { bytesPerRow, rowsPerImage }, extent);
    offset += size;
  }
}

// "clear": a render pass clears each layer (or slice) of level 0: the way to fill a multisampled
// or depth32float texture, which take no copies.
function clearLayers(encoder, desc, texture, clear) {
  const is3d = desc.dimension === '3d';
  for (let layer = 0; layer < desc.size[2]; layer++) {
    const view = texture.createView({ dimension: is3d ? '3d' : '2d', baseMipLevel: 0, mipLevelCount: 1,
      ...(is3d ? {} : { baseArrayLayer: layer, arrayLayerCount: 1 }) });
    const pass = clear.depth !== undefined
      ? encoder.beginRenderPass({ colorAttachments: [], depthStencilAttachment: { view,
        depthClearValue: clear.depth, depthLoadOp: 'clear', depthStoreOp: 'store' } })
      : encoder.beginRenderPass({ colorAttachments: [{ view, loadOp: 'clear', storeOp: 'store',
        clearValue: { r: clear[0], g: clear[1], b: clear[2], a: clear[3] }, ...(is3d ? { depthSlice: layer } : {}) }] });
    pass.end();
  }
}

function createTextures(device, job, encoder) {
  const textures = new Map();
  for (const t of job.textures ?? []) {
    const desc = { format: t.format, dimension: t.dimension ?? '2d', size: levelSize(t, 0),
      mipLevelCount: t.mipLevelCount ?? 1, sampleCount: t.sampleCount ?? 1, usage: textureUsage(job, t) };
    const texture = device.createTexture(desc);
    if (t.data !== undefined && t.clear === undefined) uploadLevels(device, t, texture, desc.mipLevelCount);
    if (t.clear !== undefined) clearLayers(encoder, desc, texture, t.clear);
    textures.set(t.name, { ...t, desc, texture });
  }
  return textures;
}

// ---- bindings

function createBindings(device, job, textures) {
  const U = GPUBufferUsage;
  return (job.bindings ?? []).map((b) => {
    if (b.type === 'sampler') return { ...b, resource: device.createSampler(b.sampler ?? {}) };
    if (b.type === 'texture' || b.type === 'storage-texture') {
      const t = textures.get(b.texture);
      if (!t) throw new JobError(`binding ${b.group}:${b.binding}: no texture named ${b.texture}`);
      return { ...b, resource: t.texture.createView(b.view ?? {}) };
    }
    // checked here: Deno's writeBuffer panics on a buffer made without a size
    if (!Number.isInteger(b.size) || b.size <= 0) throw new JobError(`binding ${b.group}:${b.binding}: no "size" in bytes`);
    const usage = (b.type === 'uniform' ? U.UNIFORM : U.STORAGE) | U.COPY_SRC | U.COPY_DST;
    const buffer = device.createBuffer({ size: b.size, usage });
    device.queue.writeBuffer(buffer, 0, initialBytes(b.init, b.size));
    return { ...b, buffer, resource: { buffer } };
  });
}

const SAMPLE_TYPES = [['depth', 'depth'], ['uint', 'uint'], ['sint', 'sint']];

// "wgx_layout": "explicit": group 0's layout as Dawn's default layout makes it (a sampler that
// filters nothing is "non-filtering"; a texture's sample type is its format's). `visibility`: the
// stages that may see a binding; what a shader may write is seen by `writers` only (a vertex
// shader writes no storage).
function explicitLayout(device, job, textures, visibility, writers) {
  const entries = (job.bindings ?? []).map((b) => {
    const writable = b.type === 'storage' || b.type === 'storage-texture';
    const entry = { binding: b.binding, visibility: writable ? writers : visibility };
    if (b.type === 'sampler') {
      const s = b.sampler ?? {};
      const filters = [s.magFilter, s.minFilter, s.mipmapFilter].includes('linear');
      entry.sampler = { type: s.compare ? 'comparison' : filters ? 'filtering' : 'non-filtering' };
    } else if (b.type === 'texture') {
      const format = textures.get(b.texture).format;
      const sampleType = SAMPLE_TYPES.find(([part]) => format.startsWith(part) || format.endsWith(part))?.[1] ?? 'float';
      entry.texture = { sampleType, viewDimension: b.view?.dimension ?? '2d' };
    } else if (b.type === 'storage-texture') {
      // its access (write or read_write) is the shader's, which the job does not say
      throw new JobError(`"wgx_layout": "explicit" does not bind storage textures (binding ${b.binding})`);
    } else {
      entry.buffer = { type: b.type };
    }
    return entry;
  });
  if (job.bindings?.some((b) => b.group !== 0)) throw new JobError('"wgx_layout": "explicit" binds group 0 only');
  const group = device.createBindGroupLayout({ entries });
  return { groups: [group], layout: device.createPipelineLayout({ bindGroupLayouts: [group] }) };
}

function bindAll(device, pass, pipeline, bound, explicit) {
  for (const group of new Set(bound.map((b) => b.group))) {
    const entries = bound.filter((b) => b.group === group).map((b) => ({ binding: b.binding, resource: b.resource }));
    const layout = explicit ? explicit.groups[group] : pipeline.getBindGroupLayout(group);
    pass.setBindGroup(group, device.createBindGroup({ layout, entries }));
  }
}

// ---- the work

function encodeDispatch(device, encoder, module, job, bound, explicit) {
  const pipeline = device.createComputePipeline({
    layout: explicit?.layout ?? 'auto',
    compute: { module, entryPoint: job.entry ?? 'main', constants: job.constants ?? {} },
  });
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  bindAll(device, pass, pipeline, bound, explicit);
  pass.dispatchWorkgroups(...(job.dispatch ?? [1, 1, 1]));
  pass.end();
}

function stage(s, entry) {
  return typeof s === 'string' ? { entry: s } : { entry, ...(s ?? {}) };
}

function renderPipeline(device, module, r, layout) {
  const vs = stage(r.vertex, 'vs'), fs = stage(r.fragment, 'fs');
  const target = r.target ?? {};
  const format = target.format ?? 'rgba8unorm';
  const colorTarget = { format, ...(fs.blend ? { blend: fs.blend } : {}),
    ...(fs.writeMask !== undefined ? { writeMask: fs.writeMask } : {}) };
  return device.createRenderPipeline({
    layout,
    vertex: { module, entryPoint: vs.entry, constants: vs.constants ?? {},
      buffers: (vs.buffers ?? []).map((vb) => ({ arrayStride: vb.arrayStride, stepMode: vb.stepMode ?? 'vertex',
        attributes: vb.attributes })) },
    fragment: { module, entryPoint: fs.entry, constants: fs.constants ?? {}, targets: [colorTarget] },
    primitive: r.primitive ?? { topology: 'triangle-list' },
    multisample: { count: target.sampleCount ?? 1 },
    ...(r.depth ? { depthStencil: { format: r.depth.format ?? 'depth32float',
      depthWriteEnabled: r.depth.write ?? true, depthCompare: r.depth.compare ?? 'less' } } : {}),
  });
}

function bufferWith(device, bytes, usage) {
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const buffer = device.createBuffer({ size: Math.max(4, padded.length), usage: usage | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(buffer, 0, padded);
  return buffer;
}

// The render pass: returns the single-sample target it draws into (a multisampled one resolves into it).
function encodeDraw(device, encoder, module, job, bound, explicit) {
  const r = job.render, T = GPUTextureUsage;
  const tgt = r.target ?? {};
  const format = tgt.format ?? 'rgba8unorm', [w, h] = tgt.size ?? [64, 64], samples = tgt.sampleCount ?? 1;
  const pipeline = renderPipeline(device, module, r, explicit?.layout ?? 'auto');
  const texture = device.createTexture({ format, size: [w, h], usage: T.RENDER_ATTACHMENT | T.COPY_SRC });
  const msaa = samples > 1
    ? device.createTexture({ format, size: [w, h], sampleCount: samples, usage: T.RENDER_ATTACHMENT }) : null;
  const depthFormat = r.depth?.format ?? 'depth32float';
  const depth = r.depth
    ? device.createTexture({ format: depthFormat, size: [w, h], sampleCount: samples, usage: T.RENDER_ATTACHMENT }) : null;
  const [cr = 0, cg = 0, cb = 0, ca = 0] = tgt.clear ?? [];
  const pass = encoder.beginRenderPass({
    colorAttachments: [{ view: (msaa ?? texture).createView(), ...(msaa ? { resolveTarget: texture.createView() } : {}),
      clearValue: { r: cr, g: cg, b: cb, a: ca }, loadOp: 'clear', storeOp: 'store' }],
    ...(depth ? { depthStencilAttachment: { view: depth.createView(), depthClearValue: r.depth.clear ?? 1,
      depthLoadOp: 'clear', depthStoreOp: 'store' } } : {}),
  });
  pass.setPipeline(pipeline);
  bindAll(device, pass, pipeline, bound, explicit);
  const buffers = stage(r.vertex, 'vs').buffers ?? [];
  buffers.forEach((vb, slot) => {
    const size = vb.size ?? initLength(vb.init);
    pass.setVertexBuffer(slot, bufferWith(device, initialBytes(vb.init, size), GPUBufferUsage.VERTEX));
  });
  if (r.indices) {
    const format = r.indices.format ?? 'uint32';
    const values = (format === 'uint16' ? Uint16Array : Uint32Array).from(r.indices.values);
    pass.setIndexBuffer(bufferWith(device, new Uint8Array(values.buffer), GPUBufferUsage.INDEX), format);
    pass.drawIndexed(values.length, r.instanceCount ?? 1, 0, 0, r.firstInstance ?? 0);
  } else {
    pass.draw(r.vertexCount ?? 3, r.instanceCount ?? 1, r.firstVertex ?? 0, r.firstInstance ?? 0);
  }
  pass.end();
  return { format, size: [w, h], texture };
}

// ---- readback: buffers whole; textures level by level with 256-byte aligned rows, unpadded after

function copyTexture(device, encoder, texture, format, level, [w, h, d]) {
  const bytes = TEXEL_BYTES[format], padded = Math.ceil((w * bytes) / 256) * 256;
  const buffer = device.createBuffer({ size: padded * h * d, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  encoder.copyTextureToBuffer({ texture, mipLevel: level }, { buffer, bytesPerRow: padded, rowsPerImage: h }, [w, h, d]);
  const unpad = (mapped) => {
    const out = new Uint8Array(w * bytes * h * d);
    for (let row = 0; row < h * d; row++) out.set(mapped.subarray(row * padded, row * padded + w * bytes), row * w * bytes);
    return out;
  };
  return { buffer, unpad };
}

function copyBuffer(device, encoder, source, size) {
  const buffer = device.createBuffer({ size, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  encoder.copyBufferToBuffer(source, 0, buffer, 0, size);
  return { buffer, unpad: (x) => x };
}

async function read({ buffer, unpad }) {
  await buffer.mapAsync(GPUMapMode.READ);
  const bytes = unpad(new Uint8Array(buffer.getMappedRange().slice(0)));
  buffer.unmap();
  return bytes;
}

function readable(t) {
  return t.readback !== false && t.desc.sampleCount === 1 && TEXEL_BYTES[t.format];
}

async function main() {
  const job = JSON.parse(Deno.readTextFileSync(jobPath));
  if (typeof job.shader !== 'string') throw new JobError('the job names no "shader" file');
  const code = Deno.readTextFileSync(new URL(job.shader, new URL(`file://${await Deno.realPath(jobPath)}`)));
  const device = await openDevice(job);
  device.pushErrorScope('internal');
  device.pushErrorScope('validation');
  const module = await compileModule(device, code);
  const encoder = device.createCommandEncoder();
  const textures = createTextures(device, job, encoder);
  const bound = createBindings(device, job, textures);
  const S = GPUShaderStage;
  const explicit = job.wgx_layout !== 'explicit' ? null
    : job.render ? explicitLayout(device, job, textures, S.VERTEX | S.FRAGMENT, S.FRAGMENT)
      : explicitLayout(device, job, textures, S.COMPUTE, S.COMPUTE);
  const target = job.render
    ? encodeDraw(device, encoder, module, job, bound, explicit)
    : (encodeDispatch(device, encoder, module, job, bound, explicit), null);

  const bufferReads = bound.filter((b) => b.buffer).map((b) => ({ b, ...copyBuffer(device, encoder, b.buffer, b.size) }));
  const textureReads = [...textures.values()].filter(readable).map((t) => ({ t, levels: Array.from(
    { length: t.desc.mipLevelCount }, (_, l) => copyTexture(device, encoder, t.texture, t.format, l, levelSize(t, l))) }));
  if (target && !TEXEL_BYTES[target.format]) throw new JobError(`target format ${target.format} cannot be read back`);
  const targetRead = target ? copyTexture(device, encoder, target.texture, target.format, 0, [...target.size, 1]) : null;
  device.queue.submit([encoder.finish()]);
  for (const scope of ['validation', 'internal']) {
    const error = await device.popErrorScope();
    if (error) throw new JobError(`${scope}: ${error.message}`);
  }

  const result = { bindings: [] };
  for (const r of bufferReads) result.bindings.push({ group: r.b.group, binding: r.b.binding, hex: hex(await read(r)) });
  if (job.textures) {
    result.textures = [];
    for (const { t, levels } of textureReads) {
      let text = '';
      for (const level of levels) text += hex(await read(level));
      result.textures.push({ name: t.name, format: t.format, size: t.desc.size, mipLevelCount: t.desc.mipLevelCount, hex: text });
    }
  }
  if (target) {
    const pixels = await read(targetRead);
    result.target = { format: target.format, size: target.size, hex: hex(pixels) };
    if (pngPath) Deno.writeFileSync(pngPath, await png(pixels, target.format, ...target.size));
  }
  answer(result, 0);
}

// ---- PNG: 8-bit RGBA, one deflated IDAT (CompressionStream), filter 0 on every row

async function png(pixels, format, w, h) {
  if (!/^(rgba8unorm|bgra8unorm)/.test(format)) throw new JobError(`--png: only 8-bit rgba/bgra targets, not ${format}`);
  const bgra = format.startsWith('bgra');
  const raw = new Uint8Array((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const s = (y * w + x) * 4, d = y * (w * 4 + 1) + 1 + x * 4;
      raw.set([pixels[s + (bgra ? 2 : 0)], pixels[s + 1], pixels[s + (bgra ? 0 : 2)], pixels[s + 3]], d);
    }
  }
  const idat = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer());
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, w);
  new DataView(header.buffer).setUint32(4, h);
  header.set([8, 6, 0, 0, 0], 8);
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
}

function chunk(type, data) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

if (!jobPath) {
  console.error('usage: deno run --unstable-webgpu -A wgpu_run.mjs [--png OUT.png] JOB.json [OUT.json]');
  Deno.exit(2);
}
main().catch((e) => answer({ error: String(e?.message ?? e) }, e instanceof JobError ? e.status : 1));
