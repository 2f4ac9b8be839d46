// The Node.js provider's render surface, as the WebGPU IDL says: render pipelines (the descriptor
// conversions with their IDL defaults, layout 'auto' and getBindGroupLayout, validation errors,
// createRenderPipelineAsync's GPUPipelineError), render passes (attachments, clear values as a
// GPUColor of either shape, the pass commands), render bundles, query sets and resolveQuerySet,
// and the TypeErrors WebIDL gives for bad enums, ranges, shapes and missing members.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { globals, makeDevice, providerPath, readBuffer } from './provider.mjs';

const require = createRequire(import.meta.url);
const lib = (name) => require(path.join(path.dirname(providerPath), 'lib', name));
const dict = lib('dictionaries.js');
const renderPipelineDescriptor = (ctx, d) => dict.GPURenderPipelineDescriptor(ctx, d);
const renderPassDescriptor = (ctx, d) => dict.GPURenderPassDescriptor(ctx, d);
const idl = lib('webidl.js');

// A full-screen triangle; the fragment stage writes the color of a uniform (group 0, binding 0).
const kShader = `
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
  let p = array(vec2f(-1, -1), vec2f(3, -1), vec2f(-1, 3));
  return vec4f(p[i], 0, 1);
}
@group(0) @binding(0) var<uniform> color: vec4f;
@fragment fn fs() -> @location(0) vec4f { return color; }`;

const kSize = 4;
const kBytesPerRow = 256;

async function errorOf(device, filter, action) {
  device.pushErrorScope(filter);
  await action();
  return device.popErrorScope();
}

function pipelineDescriptor(device, overrides = {}) {
  const module = device.createShaderModule({ code: kShader });
  return {
    layout: 'auto',
    vertex: { module },
    fragment: { module, targets: [{ format: 'rgba8unorm' }] },
    ...overrides,
  };
}

function renderTarget(device) {
  return device.createTexture({
    size: [kSize, kSize],
    format: 'rgba8unorm',
    usage: GPUTextureUsage.RENDER_ATTACHMENT | GPUTextureUsage.COPY_SRC,
  });
}

// The texels of `texture` (kSize x kSize rgba8unorm), row by row.
async function readTexels(device, texture) {
  const buffer = device.createBuffer({ size: kBytesPerRow * kSize, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  const encoder = device.createCommandEncoder();
  encoder.copyTextureToBuffer({ texture }, { buffer, bytesPerRow: kBytesPerRow }, [kSize, kSize]);
  device.queue.submit([encoder.finish()]);
  await buffer.mapAsync(GPUMapMode.READ);
  const bytes = new Uint8Array(buffer.getMappedRange().slice(0));
  buffer.unmap();
  const texels = [];
  for (let y = 0; y < kSize; y++)
    for (let x = 0; x < kSize; x++) texels.push([...bytes.subarray(y * kBytesPerRow + x * 4, y * kBytesPerRow + x * 4 + 4)]);
  return texels;
}

function clearPass(encoder, view, clearValue, extra = {}) {
  return encoder.beginRenderPass({ colorAttachments: [{ view, clearValue, loadOp: 'clear', storeOp: 'store' }], ...extra });
}

test('globals: the render interfaces and GPUColorWrite', () => {
  for (const name of ['GPURenderPipeline', 'GPURenderPassEncoder', 'GPURenderBundleEncoder', 'GPURenderBundle', 'GPUQuerySet'])
    assert.equal(typeof globals[name], 'function', name);
  assert.deepEqual({ ...GPUColorWrite }, { RED: 1, GREEN: 2, BLUE: 4, ALPHA: 8, ALL: 0xf });
  assert.throws(() => new GPURenderPassEncoder(), TypeError);
  assert.throws(() => new GPUQuerySet(), TypeError);
});

test('render pipeline descriptor: the IDL defaults, and "not given" left out', async () => {
  const { device } = await makeDevice();
  const ctx = new idl.Context('createRenderPipeline', 'GPUDevice');
  const module = device.createShaderModule({ code: kShader });
  const d = renderPipelineDescriptor(ctx, {
    layout: 'auto',
    vertex: { module, buffers: [null, { arrayStride: 8, attributes: [{ format: 'float32x2', offset: 0, shaderLocation: 0 }] }] },
    depthStencil: { format: 'depth24plus' },
    fragment: { module, entryPoint: 'fs', targets: [null, { format: 'rgba8unorm', blend: { color: {}, alpha: { operation: 'max' } } }] },
  }, device.features);
  assert.equal(d.layout, 'auto');
  assert.deepEqual(d.primitive, { topology: 'triangle-list', frontFace: 'ccw', cullMode: 'none', unclippedDepth: false });
  assert.deepEqual(d.multisample, { count: 1, mask: 0xffffffff, alphaToCoverageEnabled: false });
  assert.equal(d.vertex.buffers[0], null);
  assert.deepEqual(d.vertex.buffers[1], { arrayStride: 8, stepMode: 'vertex', attributes: [{ format: 'float32x2', offset: 0, shaderLocation: 0 }] });
  assert.equal(d.vertex.entryPoint, undefined); // not given: the module's only vertex entry point
  const ds = d.depthStencil;
  assert.ok(!('depthWriteEnabled' in ds) && !('depthCompare' in ds), 'depthWriteEnabled and depthCompare are not given');
  assert.deepEqual(ds.stencilFront, { compare: 'always', failOp: 'keep', depthFailOp: 'keep', passOp: 'keep' });
  assert.equal(ds.stencilReadMask, 0xffffffff);
  assert.equal(ds.stencilWriteMask, 0xffffffff);
  assert.equal(ds.depthBias, 0);
  assert.equal(d.fragment.targets[0], null);
  assert.equal(d.fragment.targets[1].writeMask, 0xf);
  assert.deepEqual(d.fragment.targets[1].blend, {
    color: { operation: 'add', srcFactor: 'one', dstFactor: 'zero' },
    alpha: { operation: 'max', srcFactor: 'one', dstFactor: 'zero' },
  });
  const strip = renderPipelineDescriptor(ctx, { layout: 'auto', vertex: { module }, primitive: { topology: 'line-strip', stripIndexFormat: 'uint16' } }, device.features);
  assert.equal(strip.primitive.stripIndexFormat, 'uint16');
  assert.ok(!('fragment' in strip) && !('depthStencil' in strip));
  assert.ok(!('stripIndexFormat' in d.primitive));
  const written = renderPipelineDescriptor(ctx, { layout: 'auto', vertex: { module }, depthStencil: { format: 'depth24plus', depthWriteEnabled: false, depthCompare: 'less' } }, device.features);
  assert.equal(written.depthStencil.depthWriteEnabled, false);
  assert.equal(written.depthStencil.depthCompare, 'less');
  device.destroy();
});

test('createRenderPipeline: TypeErrors for bad enums, ranges, missing members and unavailable formats', async () => {
  const { device } = await makeDevice();
  const module = device.createShaderModule({ code: kShader });
  const base = { layout: 'auto', vertex: { module } };
  const target = (t) => ({ ...base, fragment: { module, targets: [t] } });
  const vertexBuffer = (b) => ({ ...base, vertex: { module, buffers: [b] } });
  const bad = [
    undefined,
    {},
    { vertex: { module } },                                      // layout is required
    { ...base, layout: 'manual' },
    { layout: 'auto', vertex: {} },                              // module is required
    { ...base, primitive: { topology: 'triangles' } },
    { ...base, primitive: { stripIndexFormat: 'uint8' } },
    { ...base, primitive: { cullMode: 'both' } },
    { ...base, primitive: { frontFace: 'clockwise' } },
    { ...base, multisample: { count: -1 } },
    { ...base, multisample: { mask: 2 ** 32 } },
    { ...base, depthStencil: {} },                               // format is required
    { ...base, depthStencil: { format: 'depth24plus', depthCompare: 'sometimes' } },
    { ...base, depthStencil: { format: 'depth24plus', depthBias: 2 ** 31 } },
    { ...base, depthStencil: { format: 'depth24plus', depthBiasClamp: NaN } },
    { ...base, depthStencil: { format: 'depth24plus', stencilFront: { passOp: 'keep-it' } } },
    { ...base, depthStencil: { format: 'depth24plus', stencilReadMask: -1 } },
    { ...base, fragment: { module } },                           // targets is required
    target({}),                                                  // format is required
    target({ format: 'rgba9unorm' }),
    target({ format: 'r16unorm' }),                              // needs texture-formats-tier1
    target({ format: 'rgba8unorm', writeMask: 2 ** 32 }),
    target({ format: 'rgba8unorm', blend: { color: {} } }),      // alpha is required
    target({ format: 'rgba8unorm', blend: { color: { srcFactor: 'two' }, alpha: {} } }),
    target({ format: 'rgba8unorm', blend: { color: { operation: 'mul' }, alpha: {} } }),
    vertexBuffer({ attributes: [] }),                            // arrayStride is required
    vertexBuffer({ arrayStride: 4 }),                            // attributes is required
    vertexBuffer({ arrayStride: 4, stepMode: 'primitive', attributes: [] }),
    vertexBuffer({ arrayStride: 4, attributes: [{ format: 'float33', offset: 0, shaderLocation: 0 }] }),
    vertexBuffer({ arrayStride: 4, attributes: [{ format: 'float32', shaderLocation: 0 }] }),
    vertexBuffer({ arrayStride: -4, attributes: [] }),
  ];
  for (const descriptor of bad) {
    assert.throws(() => device.createRenderPipeline(descriptor), TypeError, JSON.stringify(descriptor));
    await assert.rejects(device.createRenderPipelineAsync(descriptor), TypeError, JSON.stringify(descriptor));
  }
  device.destroy();
});

test('render pass descriptor: GPUColor of either shape, nulls, defaults, TypeErrors', async () => {
  const { device } = await makeDevice();
  const ctx = new idl.Context('beginRenderPass', 'GPUCommandEncoder');
  const texture = renderTarget(device);
  const view = texture.createView();
  const d = renderPassDescriptor(ctx, {
    colorAttachments: [null, { view, clearValue: [0.25, 0.5, 0.75, 1], loadOp: 'clear', storeOp: 'store' },
      { view: texture, clearValue: { r: 1, g: 0, b: 0, a: 0.5 }, loadOp: 'load', storeOp: 'discard' }],
  });
  assert.equal(d.colorAttachments[0], null);
  assert.deepEqual(d.colorAttachments[1].clearValue, { r: 0.25, g: 0.5, b: 0.75, a: 1 });
  assert.deepEqual(d.colorAttachments[2].clearValue, { r: 1, g: 0, b: 0, a: 0.5 });
  assert.ok(!('depthSlice' in d.colorAttachments[1]) && !('resolveTarget' in d.colorAttachments[1]));
  assert.equal(d.maxDrawCount, 50000000);
  assert.ok(!('depthStencilAttachment' in d) && !('occlusionQuerySet' in d) && !('timestampWrites' in d));
  const ds = renderPassDescriptor(ctx, { colorAttachments: [], depthStencilAttachment: { view } }).depthStencilAttachment;
  assert.deepEqual(ds, { view: ds.view, depthReadOnly: false, stencilClearValue: 0, stencilReadOnly: false });
  const attachment = (a) => ({ colorAttachments: [{ view, loadOp: 'clear', storeOp: 'store', ...a }] });
  const bad = [
    {},                                                          // colorAttachments is required
    { colorAttachments: [{ view, storeOp: 'store' }] },          // loadOp is required
    { colorAttachments: [{ view, loadOp: 'clear' }] },           // storeOp is required
    { colorAttachments: [{ loadOp: 'clear', storeOp: 'store' }] }, // view is required
    attachment({ view: {} }),
    attachment({ loadOp: 'keep' }),
    attachment({ storeOp: 'keep' }),
    attachment({ clearValue: [1, 2, 3] }),                       // validate GPUColor shape
    attachment({ clearValue: [1, 2, 3, 4, 5] }),
    attachment({ clearValue: { r: 1, g: 1, b: 1 } }),            // a is required
    attachment({ clearValue: [0, 0, 0, NaN] }),
    attachment({ depthSlice: -1 }),
    attachment({ resolveTarget: 'view' }),
    { colorAttachments: [], depthStencilAttachment: {} },
    { colorAttachments: [], depthStencilAttachment: { view, depthLoadOp: 'wipe' } },
    { colorAttachments: [], depthStencilAttachment: { view, depthClearValue: Infinity } },
    { colorAttachments: [], depthStencilAttachment: { view, stencilClearValue: 2 ** 32 } },
    { colorAttachments: [], occlusionQuerySet: {} },
    { colorAttachments: [], timestampWrites: {} },
    { colorAttachments: [], maxDrawCount: -1 },
  ];
  const encoder = device.createCommandEncoder();
  for (const descriptor of bad) assert.throws(() => encoder.beginRenderPass(descriptor), TypeError, JSON.stringify(descriptor));
  assert.throws(() => encoder.beginRenderPass(), TypeError);
  device.destroy();
});

test('render bundle encoder descriptor and query sets: defaults and TypeErrors', async () => {
  const { device } = await makeDevice();
  const ctx = new idl.Context('createRenderBundleEncoder', 'GPUDevice');
  assert.deepEqual(dict.GPURenderBundleEncoderDescriptor(ctx, { colorFormats: ['rgba8unorm', null] }), {
    label: '', colorFormats: ['rgba8unorm', null], sampleCount: 1, depthReadOnly: false, stencilReadOnly: false,
  });
  for (const descriptor of [undefined, {}, { colorFormats: ['rgba9'] }, { colorFormats: ['r16unorm'] },
    { colorFormats: [], depthStencilFormat: 'depth25' }, { colorFormats: [], sampleCount: -1 }])
    assert.throws(() => device.createRenderBundleEncoder(descriptor), TypeError, JSON.stringify(descriptor));
  for (const descriptor of [undefined, {}, { type: 'occlusion' }, { count: 1 }, { type: 'pipeline-statistics', count: 1 },
    { type: 'occlusion', count: -1 }, { type: 'timestamp', count: 1 }])
    assert.throws(() => device.createQuerySet(descriptor), TypeError, JSON.stringify(descriptor));
  device.destroy();
});

test('createRenderPipeline with layout "auto": getBindGroupLayout gives a new usable layout on each call', async () => {
  const { device } = await makeDevice();
  device.pushErrorScope('validation');
  const pipeline = device.createRenderPipeline({ ...pipelineDescriptor(device), label: 'triangle' });
  assert.ok(pipeline instanceof GPURenderPipeline);
  assert.equal(pipeline.label, 'triangle');
  const layout = pipeline.getBindGroupLayout(0);
  assert.ok(layout instanceof GPUBindGroupLayout);
  assert.notEqual(pipeline.getBindGroupLayout(0), layout);
  const buffer = device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM });
  device.createBindGroup({ layout, entries: [{ binding: 0, resource: { buffer } }] });
  assert.equal(await device.popErrorScope(), null);
  // An index the pipeline's layout does not use, below maxBindGroups: an empty layout, no error.
  assert.equal(await errorOf(device, 'validation', () => pipeline.getBindGroupLayout(3)), null);
  // maxBindGroups and past it: a validation error (and still a new object).
  const error = await errorOf(device, 'validation', () => assert.ok(pipeline.getBindGroupLayout(device.limits.maxBindGroups) instanceof GPUBindGroupLayout));
  assert.ok(error instanceof GPUValidationError);
  device.destroy();
});

test('an invalid render pipeline is a validation error; createRenderPipelineAsync rejects with GPUPipelineError', async () => {
  const { device } = await makeDevice();
  const invalid = () => {
    const d = pipelineDescriptor(device);
    return { ...d, fragment: { ...d.fragment, entryPoint: 'missing' } };
  };
  const error = await errorOf(device, 'validation', () => device.createRenderPipeline(invalid()));
  assert.ok(error instanceof GPUValidationError, String(error));
  // The async form reports through its promise, not to the error scopes.
  device.pushErrorScope('validation');
  await assert.rejects(device.createRenderPipelineAsync(invalid()), (e) => e instanceof GPUPipelineError && e.reason === 'validation');
  assert.equal(await device.popErrorScope(), null);
  device.pushErrorScope('validation');
  const pipeline = await device.createRenderPipelineAsync({ ...pipelineDescriptor(device), label: 'async' });
  assert.ok(pipeline instanceof GPURenderPipeline);
  assert.equal(pipeline.label, 'async');
  pipeline.getBindGroupLayout(0);
  assert.equal(await device.popErrorScope(), null);
  device.destroy();
});

test('a render pass clears an rgba8unorm texture; copyTextureToBuffer reads the cleared texels', async () => {
  const { device } = await makeDevice();
  device.pushErrorScope('validation');
  const texture = renderTarget(device);
  let encoder = device.createCommandEncoder();
  const pass = clearPass(encoder, texture.createView(), { r: 0.2, g: 0.4, b: 0.6, a: 1 }, { label: 'clear' });
  assert.ok(pass instanceof GPURenderPassEncoder);
  assert.equal(pass.label, 'clear');
  pass.end();
  device.queue.submit([encoder.finish()]);
  assert.deepEqual(await readTexels(device, texture), Array(kSize * kSize).fill([51, 102, 153, 255]));
  // A GPUTexture as the attachment's view (its default view), a sequence as the color, a null
  // attachment before it.
  encoder = device.createCommandEncoder();
  encoder.beginRenderPass({ colorAttachments: [null, { view: texture, clearValue: [1, 0, 0.2, 0], loadOp: 'clear', storeOp: 'store' }] }).end();
  device.queue.submit([encoder.finish()]);
  assert.deepEqual(await readTexels(device, texture), Array(kSize * kSize).fill([255, 0, 51, 0]));
  // loadOp 'load' keeps the texels.
  encoder = device.createCommandEncoder();
  encoder.beginRenderPass({ colorAttachments: [{ view: texture, loadOp: 'load', storeOp: 'store' }] }).end();
  device.queue.submit([encoder.finish()]);
  assert.deepEqual(await readTexels(device, texture), Array(kSize * kSize).fill([255, 0, 51, 0]));
  assert.equal(await device.popErrorScope(), null);
  // depthSlice given for a 2d view, even as 2^32 - 1, is a validation error (undefined is not).
  const error = await errorOf(device, 'validation', () => {
    const e = device.createCommandEncoder();
    e.beginRenderPass({ colorAttachments: [{ view: texture, depthSlice: 2 ** 32 - 1, loadOp: 'load', storeOp: 'store' }] }).end();
    e.finish();
  });
  assert.ok(error instanceof GPUValidationError);
  device.destroy();
});

test('render pass commands: accepted with valid arguments, TypeErrors and RangeErrors for bad ones', async () => {
  const { device } = await makeDevice();
  const pipeline = device.createRenderPipeline(pipelineDescriptor(device));
  const uniform = device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM });
  const group = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer: uniform } }] });
  const vertices = device.createBuffer({ size: 64, usage: GPUBufferUsage.VERTEX | GPUBufferUsage.INDEX | GPUBufferUsage.INDIRECT });
  const texture = renderTarget(device);
  device.pushErrorScope('validation');
  const encoder = device.createCommandEncoder();
  const pass = clearPass(encoder, texture.createView(), [0, 0, 0, 1]);
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, group);
  pass.setBindGroup(0, group, new Uint32Array(2), 0, 0);
  pass.setVertexBuffer(0, vertices);
  pass.setVertexBuffer(0, vertices, 16, 16);
  pass.setVertexBuffer(0, null);
  pass.setIndexBuffer(vertices, 'uint16');
  pass.setIndexBuffer(vertices, 'uint32', 4, 8);
  pass.setViewport(0, 0, kSize, kSize, 0, 1);
  pass.setScissorRect(1, 1, 2, 2);
  pass.setBlendConstant([0.5, 0.5, 0.5, 1]);
  pass.setBlendConstant({ r: 0, g: 0, b: 0, a: 0 });
  pass.setStencilReference(7);
  pass.pushDebugGroup('group');
  pass.insertDebugMarker('marker');
  pass.popDebugGroup();
  pass.draw(0);
  pass.draw(0, 0, 1, 1);
  pass.drawIndexed(0, 1, 0, -1, 0);
  const bad = [
    () => pass.setPipeline(),
    () => pass.setPipeline(device.createComputePipeline({ layout: 'auto', compute: { module: device.createShaderModule({ code: '@compute @workgroup_size(1) fn main() {}' }) } })),
    () => pass.setIndexBuffer(vertices, 'uint8'),
    () => pass.setIndexBuffer(vertices),
    () => pass.setVertexBuffer(-1, vertices),
    () => pass.setVertexBuffer(0, {}),
    () => pass.setViewport(0, 0, 1, 1, 0),
    () => pass.setViewport(NaN, 0, 1, 1, 0, 1),
    () => pass.setViewport(0, 0, 1e39, 1, 0, 1),
    () => pass.setScissorRect(-1, 0, 1, 1),
    () => pass.setBlendConstant([1, 1, 1]),
    () => pass.setBlendConstant({ r: 1 }),
    () => pass.setStencilReference(2 ** 32),
    () => pass.draw(),
    () => pass.draw(-1),
    () => pass.drawIndexed(1, 1, 0, 2 ** 31),
    () => pass.drawIndirect(vertices),
    () => pass.drawIndexedIndirect({}, 0),
    () => pass.beginOcclusionQuery(-1),
    () => pass.executeBundles([{}]),
    () => pass.executeBundles(),
    () => pass.setBindGroup(0, {}),
  ];
  for (const call of bad) assert.throws(call, TypeError, String(call));
  assert.throws(() => pass.setBindGroup(0, group, new Uint32Array(2), 1, 2), RangeError);
  pass.end();
  device.queue.submit([encoder.finish()]);
  assert.equal(await device.popErrorScope(), null);
  // The engine's validation: a command after end() invalidates the encoder.
  const error = await errorOf(device, 'validation', () => {
    pass.draw(0);
    encoder.finish();
  });
  assert.ok(error instanceof GPUValidationError);
  device.destroy();
});

test('a render bundle executed in a render pass', async () => {
  const { device } = await makeDevice();
  const pipeline = device.createRenderPipeline(pipelineDescriptor(device));
  const uniform = device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM });
  const group = device.createBindGroup({ layout: pipeline.getBindGroupLayout(0), entries: [{ binding: 0, resource: { buffer: uniform } }] });
  device.pushErrorScope('validation');
  const bundleEncoder = device.createRenderBundleEncoder({ colorFormats: ['rgba8unorm'], label: 'bundler' });
  assert.ok(bundleEncoder instanceof GPURenderBundleEncoder);
  assert.equal(bundleEncoder.label, 'bundler');
  bundleEncoder.setPipeline(pipeline);
  bundleEncoder.setBindGroup(0, group, []);
  bundleEncoder.pushDebugGroup('bundle');
  bundleEncoder.draw(0);
  bundleEncoder.popDebugGroup();
  const bundle = bundleEncoder.finish({ label: 'bundle' });
  assert.ok(bundle instanceof GPURenderBundle);
  assert.equal(bundle.label, 'bundle');
  assert.throws(() => bundleEncoder.setIndexBuffer({}, 'uint16'), TypeError);
  const texture = renderTarget(device);
  const encoder = device.createCommandEncoder();
  const pass = clearPass(encoder, texture, [0, 1, 0, 1]);
  pass.executeBundles([bundle]);
  pass.executeBundles([]);
  pass.end();
  device.queue.submit([encoder.finish()]);
  assert.deepEqual(await readTexels(device, texture), Array(kSize * kSize).fill([0, 255, 0, 255]));
  assert.equal(await device.popErrorScope(), null);
  // A bundle whose color formats differ from the pass's: a validation error.
  const other = device.createRenderBundleEncoder({ colorFormats: ['bgra8unorm'] }).finish();
  const error = await errorOf(device, 'validation', () => {
    const e = device.createCommandEncoder();
    const p = clearPass(e, texture, [0, 0, 0, 0]);
    p.executeBundles([other]);
    p.end();
    e.finish();
  });
  assert.ok(error instanceof GPUValidationError);
  device.destroy();
});

test('occlusion query set: type, count, label; resolveQuerySet writes 0 for queries with no draw', async () => {
  const { device } = await makeDevice();
  device.pushErrorScope('validation');
  const querySet = device.createQuerySet({ type: 'occlusion', count: 2, label: 'occlusion' });
  assert.ok(querySet instanceof GPUQuerySet);
  assert.equal(querySet.type, 'occlusion');
  assert.equal(querySet.count, 2);
  assert.equal(querySet.label, 'occlusion');
  querySet.label = 'renamed';
  assert.equal(querySet.label, 'renamed');
  const resolved = device.createBuffer({ size: 16, usage: GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
  device.queue.writeBuffer(resolved, 0, new Uint32Array([1, 2, 3, 4]));
  const texture = renderTarget(device);
  const encoder = device.createCommandEncoder();
  const pass = clearPass(encoder, texture, [0, 0, 0, 0], { occlusionQuerySet: querySet });
  pass.beginOcclusionQuery(0);
  pass.endOcclusionQuery();
  pass.beginOcclusionQuery(1);
  pass.endOcclusionQuery();
  pass.end();
  encoder.resolveQuerySet(querySet, 0, 2, resolved, 0);
  const staging = device.createBuffer({ size: 16, usage: GPUBufferUsage.COPY_DST | GPUBufferUsage.MAP_READ });
  encoder.copyBufferToBuffer(resolved, 0, staging, 0, 16);
  device.queue.submit([encoder.finish()]);
  await staging.mapAsync(GPUMapMode.READ);
  assert.deepEqual([...new BigUint64Array(staging.getMappedRange())], [0n, 0n]);
  staging.unmap();
  assert.equal(await device.popErrorScope(), null);
  assert.throws(() => device.createCommandEncoder().resolveQuerySet(querySet, 0, 2, resolved), TypeError);
  assert.throws(() => device.createCommandEncoder().resolveQuerySet(querySet, -1, 2, resolved, 0), TypeError);
  // An occlusion query without an occlusion query set, and a resolve past the set's end: errors.
  let error = await errorOf(device, 'validation', () => {
    const e = device.createCommandEncoder();
    const p = clearPass(e, texture, [0, 0, 0, 0]);
    p.beginOcclusionQuery(0);
    p.endOcclusionQuery();
    p.end();
    e.finish();
  });
  assert.ok(error instanceof GPUValidationError);
  error = await errorOf(device, 'validation', () => {
    const e = device.createCommandEncoder();
    e.resolveQuerySet(querySet, 1, 2, resolved, 0);
    e.finish();
  });
  assert.ok(error instanceof GPUValidationError);
  // A destroyed query set cannot be used in a submit.
  const used = device.createCommandEncoder();
  used.resolveQuerySet(querySet, 0, 1, resolved, 0);
  const commands = used.finish();
  querySet.destroy();
  error = await errorOf(device, 'validation', () => device.queue.submit([commands]));
  assert.ok(error instanceof GPUValidationError);
  device.destroy();
});

// An occlusion query set cannot take timestamps, so timestampWrites naming one make the pass
// invalid.
async function timestampWritesError(device, begin) {
  const querySet = device.createQuerySet({ type: 'occlusion', count: 2 });
  const encoder = device.createCommandEncoder();
  return errorOf(device, 'validation', () => {
    begin(encoder, { querySet, beginningOfPassWriteIndex: 0 }).end();
    encoder.finish();
  });
}

test('timestampWrites of a render pass are converted and reach the engine, which validates them', async () => {
  const { device } = await makeDevice();
  const querySet = device.createQuerySet({ type: 'occlusion', count: 2 });
  const view = renderTarget(device);
  const encoder = device.createCommandEncoder();
  assert.throws(() => clearPass(encoder, view, [0, 0, 0, 0], { timestampWrites: {} }), TypeError);
  assert.throws(() => clearPass(encoder, view, [0, 0, 0, 0], { timestampWrites: { querySet, endOfPassWriteIndex: 2 ** 32 } }), TypeError);
  const error = await timestampWritesError(device, (e, timestampWrites) => clearPass(e, view, [0, 0, 0, 0], { timestampWrites }));
  assert.ok(error instanceof GPUValidationError);
  device.destroy();
});

test('timestampWrites of a compute pass are converted and reach the engine, which validates them', async () => {
    const { device } = await makeDevice();
    const querySet = device.createQuerySet({ type: 'occlusion', count: 2 });
    const encoder = device.createCommandEncoder();
    assert.throws(() => encoder.beginComputePass({ timestampWrites: {} }), TypeError);
    assert.throws(() => encoder.beginComputePass({ timestampWrites: { querySet, beginningOfPassWriteIndex: -1 } }), TypeError);
    const error = await timestampWritesError(device, (e, timestampWrites) => e.beginComputePass({ timestampWrites }));
    assert.ok(error instanceof GPUValidationError);
    device.destroy();
  });

test('timestamp-query: a compute pass writes its beginning and end, resolveQuerySet reads them', async () => {
  const { device } = await makeDevice(['threads=1'], { requiredFeatures: ['timestamp-query'] });
  const querySet = device.createQuerySet({ type: 'timestamp', count: 4 });
  const resolved = device.createBuffer({ size: 32, usage: GPUBufferUsage.QUERY_RESOLVE | GPUBufferUsage.COPY_SRC });
  const encoder = device.createCommandEncoder();
  encoder.beginComputePass({ timestampWrites: { querySet, beginningOfPassWriteIndex: 0, endOfPassWriteIndex: 1 } }).end();
  encoder.beginComputePass({ timestampWrites: { querySet, endOfPassWriteIndex: 2 } }).end();
  encoder.resolveQuerySet(querySet, 0, 4, resolved, 0);
  device.pushErrorScope('validation');
  device.queue.submit([encoder.finish()]);
  assert.equal(await device.popErrorScope(), null);
  const t = new BigUint64Array((await readBuffer(device, resolved)).buffer);
  assert.ok(t[0] > 0n && t[0] <= t[1] && t[1] <= t[2], `${t}`);
  assert.equal(t[3], 0n, 'a query no pass wrote');
  device.destroy();
});

test('relabeled render objects: the engine\'s messages use the new label', async () => {
  const { device } = await makeDevice();
  // An invalid query set (count above 4096), whose use names it.
  device.pushErrorScope('validation');
  const querySet = device.createQuerySet({ type: 'occlusion', count: 5000, label: 'before' });
  assert.ok(await device.popErrorScope() instanceof GPUValidationError);
  querySet.label = 'after';
  const resolved = device.createBuffer({ size: 256, usage: GPUBufferUsage.QUERY_RESOLVE });
  const error = await errorOf(device, 'validation', () => {
    const e = device.createCommandEncoder();
    e.resolveQuerySet(querySet, 0, 1, resolved, 0);
    e.finish();
  });
  assert.match(error.message, /after/);
  device.destroy();
});
