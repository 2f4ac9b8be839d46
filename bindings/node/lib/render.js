// GPURenderPassEncoder and GPURenderBundleEncoder, and the WebIDL conversions of what they take:
// GPURenderPassDescriptor (color attachments with nulls, depth-stencil attachment, occlusion query
// set, timestamp writes), GPURenderBundleEncoderDescriptor, GPUColor, the pass timestamp writes
// (a compute pass's too). Each command goes to the engine at once, which validates it as WebGPU's
// encoder state machine does; its errors route to the device's scopes.
'use strict';

const enums = require('./enums');
const idl = require('./webidl');
const objects = require('./objects');
const { GPUBuffer } = require('./buffer');
const { GPUTexture, GPUTextureView, textureFormat } = require('./texture');
const { kToken, checkBrand, kHandle, kDevice } = require('./internal');

// 2^64: the native layer's "the rest of the buffer" (kWholeSize) for an undefined size.
const kWholeSize = 2 ** 64;

function labelOf(ctx, d) {
  return d.label === undefined ? '' : idl.usvString(ctx, d.label, 'label');
}

// GPUColor: a sequence of exactly four numbers ("validate GPUColor shape", a TypeError otherwise)
// or a GPUColorDict, as {r, g, b, a}.
function color(ctx, value, name) {
  if (value !== null && typeof value === 'object' && typeof value[Symbol.iterator] === 'function') {
    const s = idl.sequence(ctx, value, name, (x) => idl.double(ctx, x, name));
    if (s.length !== 4) throw ctx.error(`${name} has ${s.length} elements; a GPUColor sequence has 4.`);
    return { r: s[0], g: s[1], b: s[2], a: s[3] };
  }
  const d = idl.dictionary(ctx, value, 'GPUColorDict');
  const channel = (c) => idl.double(ctx, idl.required(ctx, d, c, 'GPUColorDict'), c);
  return { r: channel('r'), g: channel('g'), b: channel('b'), a: channel('a') };
}

// (GPUTexture or GPUTextureView): the handle (the native layer makes a texture's default view).
function attachmentView(ctx, value, name) {
  if (value instanceof GPUTexture || value instanceof GPUTextureView) return value[kHandle];
  throw ctx.error(`${name} is not of type '(GPUTexture or GPUTextureView)'.`);
}

// GPUComputePassTimestampWrites or GPURenderPassTimestampWrites, or undefined when not given.
function timestampWrites(ctx, value, dictName) {
  if (value === undefined) return undefined;
  const t = idl.dictionary(ctx, value, dictName);
  const out = { querySet: idl.object(ctx, idl.required(ctx, t, 'querySet', dictName), 'querySet', objects.GPUQuerySet)[kHandle] };
  for (const name of ['beginningOfPassWriteIndex', 'endOfPassWriteIndex'])
    if (t[name] !== undefined) out[name] = idl.u32(ctx, t[name], name);
  return out;
}

function colorAttachment(ctx, value) {
  const a = idl.dictionary(ctx, value, 'GPURenderPassColorAttachment');
  const out = {
    view: attachmentView(ctx, idl.required(ctx, a, 'view', 'GPURenderPassColorAttachment'), 'view'),
    loadOp: idl.enumValue(ctx, idl.required(ctx, a, 'loadOp', 'GPURenderPassColorAttachment'), 'GPULoadOp', enums.GPULoadOp),
    storeOp: idl.enumValue(ctx, idl.required(ctx, a, 'storeOp', 'GPURenderPassColorAttachment'), 'GPUStoreOp', enums.GPUStoreOp),
  };
  if (a.depthSlice !== undefined) out.depthSlice = idl.u32(ctx, a.depthSlice, 'depthSlice');
  if (a.resolveTarget !== undefined) out.resolveTarget = attachmentView(ctx, a.resolveTarget, 'resolveTarget');
  if (a.clearValue !== undefined) out.clearValue = color(ctx, a.clearValue, 'clearValue');
  return out;
}

function depthStencilAttachment(ctx, value) {
  const a = idl.dictionary(ctx, value, 'GPURenderPassDepthStencilAttachment');
  const out = {
    view: attachmentView(ctx, idl.required(ctx, a, 'view', 'GPURenderPassDepthStencilAttachment'), 'view'),
    depthReadOnly: idl.boolean(a.depthReadOnly),
    stencilClearValue: a.stencilClearValue === undefined ? 0 : idl.u32(ctx, a.stencilClearValue, 'stencilClearValue'),
    stencilReadOnly: idl.boolean(a.stencilReadOnly),
  };
  if (a.depthClearValue !== undefined) out.depthClearValue = idl.float(ctx, a.depthClearValue, 'depthClearValue');
  for (const [name, type, values] of [['depthLoadOp', 'GPULoadOp', enums.GPULoadOp], ['depthStoreOp', 'GPUStoreOp', enums.GPUStoreOp],
    ['stencilLoadOp', 'GPULoadOp', enums.GPULoadOp], ['stencilStoreOp', 'GPUStoreOp', enums.GPUStoreOp]])
    if (a[name] !== undefined) out[name] = idl.enumValue(ctx, a[name], type, values);
  return out;
}

// The engine's form of a GPURenderPassDescriptor.
function renderPassDescriptor(ctx, descriptor) {
  const d = idl.dictionary(ctx, descriptor, 'GPURenderPassDescriptor');
  const out = {
    label: labelOf(ctx, d),
    colorAttachments: idl.sequence(ctx, idl.required(ctx, d, 'colorAttachments', 'GPURenderPassDescriptor'), 'colorAttachments',
      (a) => idl.nullable(a, (x) => colorAttachment(ctx, x))),
    maxDrawCount: d.maxDrawCount === undefined ? 50000000 : idl.u64(ctx, d.maxDrawCount, 'maxDrawCount'),
  };
  if (d.depthStencilAttachment !== undefined) out.depthStencilAttachment = depthStencilAttachment(ctx, d.depthStencilAttachment);
  if (d.occlusionQuerySet !== undefined)
    out.occlusionQuerySet = idl.object(ctx, d.occlusionQuerySet, 'occlusionQuerySet', objects.GPUQuerySet)[kHandle];
  const timestamps = timestampWrites(ctx, d.timestampWrites, 'GPURenderPassTimestampWrites');
  if (timestamps !== undefined) out.timestampWrites = timestamps;
  return out;
}

// The engine's form of a GPURenderBundleEncoderDescriptor ("" for a null color format and for no
// depth-stencil format); texture formats are checked against the device's features.
function renderBundleEncoderDescriptor(ctx, descriptor, features) {
  const d = idl.dictionary(ctx, descriptor, 'GPURenderBundleEncoderDescriptor');
  const format = (f, name) => textureFormat(ctx, f, name, features);
  return {
    label: labelOf(ctx, d),
    colorFormats: idl.sequence(ctx, idl.required(ctx, d, 'colorFormats', 'GPURenderBundleEncoderDescriptor'), 'colorFormats',
      (f) => (f === null || f === undefined ? '' : format(f, 'colorFormats'))),
    depthStencilFormat: d.depthStencilFormat === undefined ? '' : format(d.depthStencilFormat, 'depthStencilFormat'),
    sampleCount: d.sampleCount === undefined ? 1 : idl.u32(ctx, d.sampleCount, 'sampleCount'),
    depthReadOnly: idl.boolean(d.depthReadOnly),
    stencilReadOnly: idl.boolean(d.stencilReadOnly),
  };
}

function requireArguments(ctx, given, needed) {
  if (given < needed) throw ctx.error(`${needed} argument${needed > 1 ? 's' : ''} required, but only ${given} present.`);
}

// GPURenderCommandsMixin, on a render pass and a render bundle encoder alike.
function defineRenderCommands(Class) {
  const context = (method) => new idl.Context(method, Class.name);
  const proto = Class.prototype;
  proto.setPipeline = function setPipeline(pipeline) {
    checkBrand(this, Class, 'setPipeline');
    const ctx = context('setPipeline');
    requireArguments(ctx, arguments.length, 1);
    const p = idl.object(ctx, pipeline, 'pipeline', objects.GPURenderPipeline);
    this[kDevice].callNative('setRenderPipeline', this[kHandle], p[kHandle]);
  };
  proto.setIndexBuffer = function setIndexBuffer(buffer, indexFormat, offset = 0, size = undefined) {
    checkBrand(this, Class, 'setIndexBuffer');
    const ctx = context('setIndexBuffer');
    requireArguments(ctx, arguments.length, 2);
    const b = idl.object(ctx, buffer, 'buffer', GPUBuffer);
    const format = idl.enumValue(ctx, indexFormat, 'GPUIndexFormat', enums.GPUIndexFormat);
    const o = idl.u64(ctx, offset, 'offset');
    const s = size === undefined ? kWholeSize : idl.u64(ctx, size, 'size');
    this[kDevice].callNative('setIndexBuffer', this[kHandle], b[kHandle], format, o, s);
  };
  proto.setVertexBuffer = function setVertexBuffer(slot, buffer, offset = 0, size = undefined) {
    checkBrand(this, Class, 'setVertexBuffer');
    const ctx = context('setVertexBuffer');
    requireArguments(ctx, arguments.length, 2);
    const i = idl.u32(ctx, slot, 'slot');
    const b = idl.nullableObject(ctx, buffer, 'buffer', GPUBuffer);
    const o = idl.u64(ctx, offset, 'offset');
    const s = size === undefined ? kWholeSize : idl.u64(ctx, size, 'size');
    this[kDevice].callNative('setVertexBuffer', this[kHandle], i, b === null ? null : b[kHandle], o, s);
  };
  proto.draw = function draw(vertexCount, instanceCount = 1, firstVertex = 0, firstInstance = 0) {
    checkBrand(this, Class, 'draw');
    const ctx = context('draw');
    requireArguments(ctx, arguments.length, 1);
    this[kDevice].callNative('draw', this[kHandle], idl.u32(ctx, vertexCount, 'vertexCount'), idl.u32(ctx, instanceCount, 'instanceCount'),
      idl.u32(ctx, firstVertex, 'firstVertex'), idl.u32(ctx, firstInstance, 'firstInstance'));
  };
  proto.drawIndexed = function drawIndexed(indexCount, instanceCount = 1, firstIndex = 0, baseVertex = 0, firstInstance = 0) {
    checkBrand(this, Class, 'drawIndexed');
    const ctx = context('drawIndexed');
    requireArguments(ctx, arguments.length, 1);
    this[kDevice].callNative('drawIndexed', this[kHandle], idl.u32(ctx, indexCount, 'indexCount'), idl.u32(ctx, instanceCount, 'instanceCount'),
      idl.u32(ctx, firstIndex, 'firstIndex'), idl.i32(ctx, baseVertex, 'baseVertex'), idl.u32(ctx, firstInstance, 'firstInstance'));
  };
  for (const name of ['drawIndirect', 'drawIndexedIndirect']) {
    proto[name] = {
      [name](indirectBuffer, indirectOffset) {
        checkBrand(this, Class, name);
        const ctx = context(name);
        requireArguments(ctx, arguments.length, 2);
        const b = idl.object(ctx, indirectBuffer, 'indirectBuffer', GPUBuffer);
        this[kDevice].callNative(name, this[kHandle], b[kHandle], idl.u64(ctx, indirectOffset, 'indirectOffset'));
      },
    }[name];
  }
}

class GPURenderPassEncoder extends objects.ObjectBase {
  setViewport(x, y, width, height, minDepth, maxDepth) {
    checkBrand(this, GPURenderPassEncoder, 'setViewport');
    const ctx = new idl.Context('setViewport', 'GPURenderPassEncoder');
    requireArguments(ctx, arguments.length, 6);
    const names = ['x', 'y', 'width', 'height', 'minDepth', 'maxDepth'];
    const values = [x, y, width, height, minDepth, maxDepth].map((v, i) => idl.float(ctx, v, names[i]));
    this[kDevice].callNative('setViewport', this[kHandle], ...values);
  }
  setScissorRect(x, y, width, height) {
    checkBrand(this, GPURenderPassEncoder, 'setScissorRect');
    const ctx = new idl.Context('setScissorRect', 'GPURenderPassEncoder');
    requireArguments(ctx, arguments.length, 4);
    this[kDevice].callNative('setScissorRect', this[kHandle], idl.u32(ctx, x, 'x'), idl.u32(ctx, y, 'y'),
      idl.u32(ctx, width, 'width'), idl.u32(ctx, height, 'height'));
  }
  setBlendConstant(value) {
    checkBrand(this, GPURenderPassEncoder, 'setBlendConstant');
    const ctx = new idl.Context('setBlendConstant', 'GPURenderPassEncoder');
    requireArguments(ctx, arguments.length, 1);
    this[kDevice].callNative('setBlendConstant', this[kHandle], color(ctx, value, 'color'));
  }
  setStencilReference(reference) {
    checkBrand(this, GPURenderPassEncoder, 'setStencilReference');
    const ctx = new idl.Context('setStencilReference', 'GPURenderPassEncoder');
    requireArguments(ctx, arguments.length, 1);
    this[kDevice].callNative('setStencilReference', this[kHandle], idl.u32(ctx, reference, 'reference'));
  }
  beginOcclusionQuery(queryIndex) {
    checkBrand(this, GPURenderPassEncoder, 'beginOcclusionQuery');
    const ctx = new idl.Context('beginOcclusionQuery', 'GPURenderPassEncoder');
    requireArguments(ctx, arguments.length, 1);
    this[kDevice].callNative('beginOcclusionQuery', this[kHandle], idl.u32(ctx, queryIndex, 'queryIndex'));
  }
  endOcclusionQuery() {
    checkBrand(this, GPURenderPassEncoder, 'endOcclusionQuery');
    this[kDevice].callNative('endOcclusionQuery', this[kHandle]);
  }
  executeBundles(bundles) {
    checkBrand(this, GPURenderPassEncoder, 'executeBundles');
    const ctx = new idl.Context('executeBundles', 'GPURenderPassEncoder');
    requireArguments(ctx, arguments.length, 1);
    const list = idl.sequence(ctx, bundles, 'bundles', (b) => idl.object(ctx, b, 'bundle', objects.GPURenderBundle)[kHandle]);
    this[kDevice].callNative('executeBundles', this[kHandle], list);
  }
  end() {
    checkBrand(this, GPURenderPassEncoder, 'end');
    this[kDevice].callNative('endRenderPass', this[kHandle]);
  }
}
defineRenderCommands(GPURenderPassEncoder);
objects.defineBindingCommands(GPURenderPassEncoder);
objects.defineDebugCommands(GPURenderPassEncoder);

class GPURenderBundleEncoder extends objects.ObjectBase {
  finish(descriptor = {}) {
    checkBrand(this, GPURenderBundleEncoder, 'finish');
    const ctx = new idl.Context('finish', 'GPURenderBundleEncoder');
    const label = labelOf(ctx, idl.dictionary(ctx, descriptor, 'GPURenderBundleDescriptor'));
    const device = this[kDevice];
    return new objects.GPURenderBundle(kToken, device, device.callNative('finishBundle', this[kHandle], { label }), label);
  }
}
defineRenderCommands(GPURenderBundleEncoder);
objects.defineBindingCommands(GPURenderBundleEncoder);
objects.defineDebugCommands(GPURenderBundleEncoder);

module.exports = {
  GPURenderPassEncoder, GPURenderBundleEncoder, renderPassDescriptor, renderBundleEncoderDescriptor, timestampWrites,
};
