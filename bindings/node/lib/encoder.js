// GPUCommandEncoder and GPUComputePassEncoder: each command goes to the engine's encoder at once
// (it validates as WebGPU's encoder state machine does; errors route to the device's scopes). Their
// methods are lib/methods.js (generated) but copyBufferToBuffer, whose two overloads convert their
// arguments differently, and setBindGroup (lib/objects.js). Render passes are lib/render.js.
'use strict';

const idl = require('./webidl');
const methods = require('./methods');
const { ObjectBase, defineBindingCommands } = require('./objects');
const { GPUBuffer } = require('./buffer');
const { checkBrand, kHandle, kDevice, interfaces } = require('./internal');

class GPUComputePassEncoder extends ObjectBase {}
methods.defineGPUComputePassEncoder(GPUComputePassEncoder);
defineBindingCommands(GPUComputePassEncoder);

class GPUCommandEncoder extends ObjectBase {
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
    // No size: the rest of the source after its offset (0 past its end: the engine's range rule rejects it).
    const bytes = size === undefined ? Math.max(0, src.size - srcOffset) : idl.u64(ctx, size, 'size');
    this[kDevice].callNative('GPUCommandEncoder.copyBufferToBuffer', this[kHandle], src[kHandle], srcOffset, dst[kHandle], dstOffset, bytes);
  }
}
methods.defineGPUCommandEncoder(GPUCommandEncoder);
Object.assign(interfaces, { GPUCommandEncoder, GPUComputePassEncoder });

module.exports = { GPUCommandEncoder, GPUComputePassEncoder };
