// GPUCommandEncoder and GPUComputePassEncoder: each command goes to the engine's encoder at once
// (it validates as WebGPU's encoder state machine does; errors route to the device's scopes).
// Texture copies, render passes and query resolution are validation errors naming what wgx does
// not have yet, and make the encoder's command buffer one that cannot be submitted.
'use strict';

const idl = require('./webidl');
const { ObjectBase, GPUCommandBuffer, GPUComputePipeline, GPUBindGroup, GPURenderPassEncoder, GPUQuerySet } = require('./objects');
const { GPUBuffer } = require('./buffer');
const textures = require('./texture');
const { kToken, checkBrand, kHandle, kDevice } = require('./internal');

const kUnsupported = Symbol('unsupported');

function labelOf(ctx, d) {
  return d.label === undefined ? '' : idl.usvString(ctx, d.label, 'label');
}

// pushDebugGroup, popDebugGroup, insertDebugMarker on an encoder or a pass.
function defineDebugCommands(Class) {
  Class.prototype.pushDebugGroup = function pushDebugGroup(groupLabel) {
    checkBrand(this, Class, 'pushDebugGroup');
    const ctx = new idl.Context('pushDebugGroup', Class.name);
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    this[kDevice].callNative('debugCommand', this[kHandle], 0, idl.usvString(ctx, groupLabel, 'groupLabel'));
  };
  Class.prototype.popDebugGroup = function popDebugGroup() {
    checkBrand(this, Class, 'popDebugGroup');
    this[kDevice].callNative('debugCommand', this[kHandle], 1);
  };
  Class.prototype.insertDebugMarker = function insertDebugMarker(markerLabel) {
    checkBrand(this, Class, 'insertDebugMarker');
    const ctx = new idl.Context('insertDebugMarker', Class.name);
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    this[kDevice].callNative('debugCommand', this[kHandle], 2, idl.usvString(ctx, markerLabel, 'markerLabel'));
  };
}

class GPUComputePassEncoder extends ObjectBase {
  setPipeline(pipeline) {
    checkBrand(this, GPUComputePassEncoder, 'setPipeline');
    const ctx = new idl.Context('setPipeline', 'GPUComputePassEncoder');
    const p = idl.object(ctx, pipeline, 'pipeline', GPUComputePipeline);
    this[kDevice].callNative('setPipeline', this[kHandle], p[kHandle]);
  }

  // setBindGroup(index, group, dynamicOffsets = []) or
  // setBindGroup(index, group, dynamicOffsetsData, dynamicOffsetsDataStart, dynamicOffsetsDataLength).
  setBindGroup(index, bindGroup, dynamicOffsets = undefined, dataStart = undefined, dataLength = undefined) {
    checkBrand(this, GPUComputePassEncoder, 'setBindGroup');
    const ctx = new idl.Context('setBindGroup', 'GPUComputePassEncoder');
    if (arguments.length < 2) throw ctx.error(`2 arguments required, but only ${arguments.length} present.`);
    const i = idl.u32(ctx, index, 'index');
    const group = idl.nullableObject(ctx, bindGroup, 'bindGroup', GPUBindGroup);
    const offsets = idl.dynamicOffsets(ctx, arguments.length, dynamicOffsets, dataStart, dataLength);
    this[kDevice].callNative('setBindGroup', this[kHandle], i, group === null ? null : group[kHandle], offsets);
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

  setImmediates() {
    checkBrand(this, GPUComputePassEncoder, 'setImmediates');
    this[kDevice].unsupported('GPUComputePassEncoder.setImmediates', 'immediate data');
  }

  end() {
    checkBrand(this, GPUComputePassEncoder, 'end');
    this[kDevice].callNative('end', this[kHandle]);
  }
}
defineDebugCommands(GPUComputePassEncoder);

class GPUCommandEncoder extends ObjectBase {
  beginComputePass(descriptor = {}) {
    checkBrand(this, GPUCommandEncoder, 'beginComputePass');
    const ctx = new idl.Context('beginComputePass', 'GPUCommandEncoder');
    const d = idl.dictionary(ctx, descriptor, 'GPUComputePassDescriptor');
    const label = labelOf(ctx, d);
    if (d.timestampWrites !== undefined) {
      const t = idl.dictionary(ctx, d.timestampWrites, 'GPUComputePassTimestampWrites');
      idl.object(ctx, idl.required(ctx, t, 'querySet', 'GPUComputePassTimestampWrites'), 'querySet', GPUQuerySet);
      this.#unsupported('GPUComputePassDescriptor.timestampWrites', 'query sets');
    }
    const device = this[kDevice];
    return new GPUComputePassEncoder(kToken, device, device.callNative('beginComputePass', this[kHandle], { label }), label);
  }

  beginRenderPass(descriptor) {
    checkBrand(this, GPUCommandEncoder, 'beginRenderPass');
    const ctx = new idl.Context('beginRenderPass', 'GPUCommandEncoder');
    const d = idl.dictionary(ctx, descriptor, 'GPURenderPassDescriptor');
    idl.required(ctx, d, 'colorAttachments', 'GPURenderPassDescriptor');
    this.#unsupported('GPUCommandEncoder.beginRenderPass', 'render passes');
    return new GPURenderPassEncoder(kToken, this[kDevice], null, labelOf(ctx, d));
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
    const src = textures.texelCopyBufferInfo(ctx, source, GPUBuffer);
    const dst = textures.texelCopyTextureInfo(ctx, destination);
    const size = textures.extent3D(ctx, copySize, 'copySize');
    this[kDevice].callNative('copyBufferToTexture', this[kHandle], src, dst, size);
  }
  copyTextureToBuffer(source, destination, copySize) {
    checkBrand(this, GPUCommandEncoder, 'copyTextureToBuffer');
    const ctx = new idl.Context('copyTextureToBuffer', 'GPUCommandEncoder');
    if (arguments.length < 3) throw ctx.error(`3 arguments required, but only ${arguments.length} present.`);
    const src = textures.texelCopyTextureInfo(ctx, source);
    const dst = textures.texelCopyBufferInfo(ctx, destination, GPUBuffer);
    const size = textures.extent3D(ctx, copySize, 'copySize');
    this[kDevice].callNative('copyTextureToBuffer', this[kHandle], src, dst, size);
  }
  copyTextureToTexture(source, destination, copySize) {
    checkBrand(this, GPUCommandEncoder, 'copyTextureToTexture');
    const ctx = new idl.Context('copyTextureToTexture', 'GPUCommandEncoder');
    if (arguments.length < 3) throw ctx.error(`3 arguments required, but only ${arguments.length} present.`);
    const src = textures.texelCopyTextureInfo(ctx, source);
    const dst = textures.texelCopyTextureInfo(ctx, destination);
    const size = textures.extent3D(ctx, copySize, 'copySize');
    this[kDevice].callNative('copyTextureToTexture', this[kHandle], src, dst, size);
  }
  resolveQuerySet() {
    checkBrand(this, GPUCommandEncoder, 'resolveQuerySet');
    this.#unsupported('GPUCommandEncoder.resolveQuerySet', 'query sets');
  }

  finish(descriptor = {}) {
    checkBrand(this, GPUCommandEncoder, 'finish');
    const ctx = new idl.Context('finish', 'GPUCommandEncoder');
    const d = idl.dictionary(ctx, descriptor, 'GPUCommandBufferDescriptor');
    const label = labelOf(ctx, d);
    const device = this[kDevice];
    const handle = device.callNative('finish', this[kHandle], { label });
    const buffer = new GPUCommandBuffer(kToken, device, handle, label);
    // An encoder that recorded something wgx cannot run finishes into a buffer submit refuses.
    if (this[kUnsupported]) buffer[kUnsupported] = this[kUnsupported];
    return buffer;
  }

  #unsupported(what, feature) {
    this[kDevice].unsupported(what, feature);
    if (!this[kUnsupported]) this[kUnsupported] = `it recorded ${what}, which wgx does not support (${feature})`;
  }
}
defineDebugCommands(GPUCommandEncoder);

module.exports = { GPUCommandEncoder, GPUComputePassEncoder, kUnsupported };
