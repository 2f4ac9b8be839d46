// GPUCommandEncoder and GPUComputePassEncoder: each command goes to the engine's encoder at once
// (it validates as WebGPU's encoder state machine does; errors route to the device's scopes).
// Render passes are lib/render.js.
'use strict';

const idl = require('./webidl');
const dict = require('./dictionaries');
const { ObjectBase, GPUCommandBuffer, GPUComputePipeline, GPUQuerySet, defineDebugCommands, defineBindingCommands } = require('./objects');
const { GPUBuffer } = require('./buffer');
const render = require('./render');
const { kToken, checkBrand, kHandle, kDevice, interfaces } = require('./internal');

class GPUComputePassEncoder extends ObjectBase {
  setPipeline(pipeline) {
    checkBrand(this, GPUComputePassEncoder, 'setPipeline');
    const ctx = new idl.Context('setPipeline', 'GPUComputePassEncoder');
    const p = idl.object(ctx, pipeline, 'pipeline', GPUComputePipeline);
    this[kDevice].callNative('setPipeline', this[kHandle], p[kHandle]);
  }

  dispatchWorkgroups(x, y = 1, z = 1) {
    checkBrand(this, GPUComputePassEncoder, 'dispatchWorkgroups');
    const ctx = new idl.Context('dispatchWorkgroups', 'GPUComputePassEncoder');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    this[kDevice].callNative('dispatchWorkgroups', this[kHandle], idl.u32(ctx, x, 'workgroupCountX'),
      idl.u32(ctx, y, 'workgroupCountY'), idl.u32(ctx, z, 'workgroupCountZ'));
  }

  dispatchWorkgroupsIndirect(indirectBuffer, indirectOffset) {
    checkBrand(this, GPUComputePassEncoder, 'dispatchWorkgroupsIndirect');
    const ctx = new idl.Context('dispatchWorkgroupsIndirect', 'GPUComputePassEncoder');
    if (arguments.length < 2) throw ctx.error(`2 arguments required, but only ${arguments.length} present.`);
    const buffer = idl.object(ctx, indirectBuffer, 'indirectBuffer', GPUBuffer);
    this[kDevice].callNative('dispatchWorkgroupsIndirect', this[kHandle], buffer[kHandle], idl.u64(ctx, indirectOffset, 'indirectOffset'));
  }

  end() {
    checkBrand(this, GPUComputePassEncoder, 'end');
    this[kDevice].callNative('end', this[kHandle]);
  }
}
defineBindingCommands(GPUComputePassEncoder);
defineDebugCommands(GPUComputePassEncoder);

class GPUCommandEncoder extends ObjectBase {
  beginComputePass(descriptor = {}) {
    checkBrand(this, GPUCommandEncoder, 'beginComputePass');
    const ctx = new idl.Context('beginComputePass', 'GPUCommandEncoder');
    const d = dict.GPUComputePassDescriptor(ctx, descriptor);
    const device = this[kDevice];
    return new GPUComputePassEncoder(kToken, device, device.callNative('beginComputePass', this[kHandle], d), d.label);
  }

  beginRenderPass(descriptor) {
    checkBrand(this, GPUCommandEncoder, 'beginRenderPass');
    const ctx = new idl.Context('beginRenderPass', 'GPUCommandEncoder');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = dict.GPURenderPassDescriptor(ctx, descriptor);
    const device = this[kDevice];
    return new render.GPURenderPassEncoder(kToken, device, device.callNative('beginRenderPass', this[kHandle], d), d.label);
  }

  // copyBufferToBuffer(source, destination, size?) or (source, sourceOffset, destination, destinationOffset, size?)
  copyBufferToBuffer(source, a, b, c, d) {
    checkBrand(this, GPUCommandEncoder, 'copyBufferToBuffer');
    const ctx = new idl.Context('copyBufferToBuffer', 'GPUCommandEncoder');
    if (arguments.length < 2) throw ctx.error(`2 arguments required, but only ${arguments.length} present.`);
    const src = idl.object(ctx, source, 'source', GPUBuffer);
    let srcOffset = 0, dst, dstOffset = 0, size;
    if (arguments.length <= 3 && a instanceof GPUBuffer) {
      dst = a;
      size = b;
    } else {
      if (arguments.length < 4) throw ctx.error(`4 arguments required, but only ${arguments.length} present.`);
      srcOffset = idl.u64(ctx, a, 'sourceOffset');
      dst = idl.object(ctx, b, 'destination', GPUBuffer);
      dstOffset = idl.u64(ctx, c, 'destinationOffset');
      size = d;
    }
    let bytes;
    if (size === undefined) {
      // The rest of the source after its offset (0 past its end: the engine's range rule rejects it).
      bytes = Math.max(0, src.size - srcOffset);
    } else {
      bytes = idl.u64(ctx, size, 'size');
    }
    this[kDevice].callNative('copyBufferToBuffer', this[kHandle], src[kHandle], srcOffset, dst[kHandle], dstOffset, bytes);
  }

  clearBuffer(buffer, offset = 0, size = undefined) {
    checkBrand(this, GPUCommandEncoder, 'clearBuffer');
    const ctx = new idl.Context('clearBuffer', 'GPUCommandEncoder');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const b = idl.object(ctx, buffer, 'buffer', GPUBuffer);
    const o = idl.u64(ctx, offset, 'offset');
    const s = size === undefined ? 2 ** 64 : idl.u64(ctx, size, 'size');
    this[kDevice].callNative('clearBuffer', this[kHandle], b[kHandle], o, s);
  }

  copyBufferToTexture(source, destination, copySize) {
    checkBrand(this, GPUCommandEncoder, 'copyBufferToTexture');
    const ctx = new idl.Context('copyBufferToTexture', 'GPUCommandEncoder');
    if (arguments.length < 3) throw ctx.error(`3 arguments required, but only ${arguments.length} present.`);
    const src = dict.GPUTexelCopyBufferInfo(ctx, source);
    const dst = dict.GPUTexelCopyTextureInfo(ctx, destination);
    const size = dict.GPUExtent3D(ctx, copySize, 'copySize');
    this[kDevice].callNative('copyBufferToTexture', this[kHandle], src, dst, size);
  }
  copyTextureToBuffer(source, destination, copySize) {
    checkBrand(this, GPUCommandEncoder, 'copyTextureToBuffer');
    const ctx = new idl.Context('copyTextureToBuffer', 'GPUCommandEncoder');
    if (arguments.length < 3) throw ctx.error(`3 arguments required, but only ${arguments.length} present.`);
    const src = dict.GPUTexelCopyTextureInfo(ctx, source);
    const dst = dict.GPUTexelCopyBufferInfo(ctx, destination);
    const size = dict.GPUExtent3D(ctx, copySize, 'copySize');
    this[kDevice].callNative('copyTextureToBuffer', this[kHandle], src, dst, size);
  }
  copyTextureToTexture(source, destination, copySize) {
    checkBrand(this, GPUCommandEncoder, 'copyTextureToTexture');
    const ctx = new idl.Context('copyTextureToTexture', 'GPUCommandEncoder');
    if (arguments.length < 3) throw ctx.error(`3 arguments required, but only ${arguments.length} present.`);
    const src = dict.GPUTexelCopyTextureInfo(ctx, source);
    const dst = dict.GPUTexelCopyTextureInfo(ctx, destination);
    const size = dict.GPUExtent3D(ctx, copySize, 'copySize');
    this[kDevice].callNative('copyTextureToTexture', this[kHandle], src, dst, size);
  }
  resolveQuerySet(querySet, firstQuery, queryCount, destination, destinationOffset) {
    checkBrand(this, GPUCommandEncoder, 'resolveQuerySet');
    const ctx = new idl.Context('resolveQuerySet', 'GPUCommandEncoder');
    if (arguments.length < 5) throw ctx.error(`5 arguments required, but only ${arguments.length} present.`);
    const set = idl.object(ctx, querySet, 'querySet', GPUQuerySet);
    const first = idl.u32(ctx, firstQuery, 'firstQuery');
    const count = idl.u32(ctx, queryCount, 'queryCount');
    const dst = idl.object(ctx, destination, 'destination', GPUBuffer);
    const offset = idl.u64(ctx, destinationOffset, 'destinationOffset');
    this[kDevice].callNative('resolveQuerySet', this[kHandle], set[kHandle], first, count, dst[kHandle], offset);
  }

  finish(descriptor = {}) {
    checkBrand(this, GPUCommandEncoder, 'finish');
    const ctx = new idl.Context('finish', 'GPUCommandEncoder');
    const { label } = dict.GPUCommandBufferDescriptor(ctx, descriptor);
    const device = this[kDevice];
    return new GPUCommandBuffer(kToken, device, device.callNative('finish', this[kHandle], { label }), label);
  }
}
defineDebugCommands(GPUCommandEncoder);
Object.assign(interfaces, { GPUCommandEncoder, GPUComputePassEncoder });

module.exports = { GPUCommandEncoder, GPUComputePassEncoder };
