// GPURenderPassEncoder and GPURenderBundleEncoder. Their descriptors are WebIDL's conversions
// (lib/dictionaries.js, generated); a render bundle encoder's formats are checked against the
// device's features here. Each command goes to the engine at once, which validates it as
// WebGPU's encoder state machine does; its errors route to the device's scopes.
'use strict';

const enums = require('./enums');
const idl = require('./webidl');
const dict = require('./dictionaries');
const objects = require('./objects');
const { GPUBuffer } = require('./buffer');
const { checkFormatFeature } = require('./texture');
const { kToken, checkBrand, kHandle, kDevice, interfaces } = require('./internal');

// 2^64: the native layer's "the rest of the buffer" (kWholeSize) for an undefined size.
const kWholeSize = 2 ** 64;

// GPURenderBundleEncoderDescriptor, converted, its formats checked against the device's features.
function renderBundleEncoderDescriptor(ctx, descriptor, features) {
  const d = dict.GPURenderBundleEncoderDescriptor(ctx, descriptor);
  for (const f of d.colorFormats) checkFormatFeature(ctx, f, 'colorFormats', features);
  checkFormatFeature(ctx, d.depthStencilFormat, 'depthStencilFormat', features);
  return d;
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
    this[kDevice].callNative('setBlendConstant', this[kHandle], dict.GPUColor(ctx, value, 'color'));
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
    const { label } = dict.GPURenderBundleDescriptor(ctx, descriptor);
    const device = this[kDevice];
    return new objects.GPURenderBundle(kToken, device, device.callNative('finishBundle', this[kHandle], { label }), label);
  }
}
defineRenderCommands(GPURenderBundleEncoder);
objects.defineBindingCommands(GPURenderBundleEncoder);
objects.defineDebugCommands(GPURenderBundleEncoder);

Object.assign(interfaces, { GPURenderPassEncoder, GPURenderBundleEncoder });

module.exports = { GPURenderPassEncoder, GPURenderBundleEncoder, renderBundleEncoderDescriptor };
