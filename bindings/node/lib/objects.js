// The plain WebGPU objects: what they all have (GPUObjectBase's label, their device, their native
// handle), and the interfaces with no state of their own beyond it. Also the objects of features wgx
// does not have yet (external textures, render pipelines, query sets): they exist, so a program
// gets WebGPU's invalid-object behaviour, and creating one is a validation error naming what is
// missing. Textures, views and samplers are lib/texture.js.
'use strict';

const idl = require('./webidl');
const { kToken, checkToken, checkBrand, getNative, kHandle, kDevice, kLabel } = require('./internal');

class ObjectBase {
  constructor(token, device, handle, label) {
    checkToken(token);
    this[kDevice] = device;
    this[kHandle] = handle;
    this[kLabel] = label;
  }
  get label() {
    return this[kLabel];
  }
  set label(value) {
    const label = idl.usvString(new idl.Context('label', this.constructor.name), value, 'label');
    this[kLabel] = label;
    if (this[kHandle] !== null && this[kHandle] !== undefined) getNative().setLabel(this[kHandle], label);
  }
}

class GPUBindGroupLayout extends ObjectBase {}
class GPUPipelineLayout extends ObjectBase {}
class GPUBindGroup extends ObjectBase {}
class GPUCommandBuffer extends ObjectBase {}

class GPUShaderModule extends ObjectBase {
  getCompilationInfo() {
    try {
      checkBrand(this, GPUShaderModule, 'getCompilationInfo');
      const messages = getNative().compilationInfo(this[kHandle]);
      return new Promise((resolve) => setImmediate(() => resolve(new GPUCompilationInfo(kToken, messages))));
    } catch (e) {
      return Promise.reject(e);
    }
  }
}

class GPUCompilationMessage {
  #m;
  constructor(token, m) {
    checkToken(token);
    this.#m = m;
  }
  get message() { return this.#m.message; }
  get type() { return this.#m.type; }
  get lineNum() { return this.#m.lineNum; }
  get linePos() { return this.#m.linePos; }
  get offset() { return this.#m.offset; }
  get length() { return this.#m.length; }
}

class GPUCompilationInfo {
  #messages;
  constructor(token, messages) {
    checkToken(token);
    this.#messages = Object.freeze(messages.map((m) => new GPUCompilationMessage(kToken, m)));
  }
  get messages() {
    return this.#messages;
  }
}

class GPUComputePipeline extends ObjectBase {
  getBindGroupLayout(index) {
    checkBrand(this, GPUComputePipeline, 'getBindGroupLayout');
    const ctx = new idl.Context('getBindGroupLayout', 'GPUComputePipeline');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const i = idl.u32Wrap(ctx, index, 'index');
    const device = this[kDevice];
    const handle = device.callNative('getBindGroupLayout', this[kHandle], i);
    return new GPUBindGroupLayout(kToken, device, handle, '');
  }
}

// ---- What wgx does not have yet: objects that are invalid from the start ----------------------

class GPUExternalTexture extends ObjectBase {}
class GPURenderPipeline extends ObjectBase {
  getBindGroupLayout(index) {
    checkBrand(this, GPURenderPipeline, 'getBindGroupLayout');
    idl.u32Wrap(new idl.Context('getBindGroupLayout', 'GPURenderPipeline'), index, 'index');
    this[kDevice].unsupported('GPURenderPipeline.getBindGroupLayout', 'render pipelines');
    return new GPUBindGroupLayout(kToken, this[kDevice], this[kDevice].callNative('createBindGroupLayout', this[kDevice][kHandle], { invalid: true }), '');
  }
}
class GPURenderBundle extends ObjectBase {}
class GPUQuerySet extends ObjectBase {
  #type;
  #count;
  constructor(token, device, label, type, count) {
    super(token, device, null, label);
    this.#type = type;
    this.#count = count;
  }
  destroy() {}
  get type() { return this.#type; }
  get count() { return this.#count; }
}

// Render passes and render bundle encoders: every command is accepted and dropped (beginning the
// pass already reported that wgx has no render passes, and the encoder can no longer be submitted).
class RenderCommands extends ObjectBase {}
for (const name of ['setPipeline', 'setIndexBuffer', 'setVertexBuffer', 'draw', 'drawIndexed', 'drawIndirect',
  'drawIndexedIndirect', 'setImmediates', 'pushDebugGroup', 'popDebugGroup', 'insertDebugMarker']) {
  RenderCommands.prototype[name] = function () {};
}
// The arguments are still converted, so a bad offsets range throws as on a compute pass.
RenderCommands.prototype.setBindGroup = function (index, bindGroup, data, start, length) {
  const ctx = new idl.Context('setBindGroup', this.constructor.name);
  idl.u32(ctx, index, 'index');
  idl.dynamicOffsets(ctx, arguments.length, data, start, length);
};
class GPURenderPassEncoder extends RenderCommands {
  end() {}
  setViewport() {}
  setScissorRect() {}
  setBlendConstant() {}
  setStencilReference() {}
  beginOcclusionQuery() {}
  endOcclusionQuery() {}
  executeBundles() {}
}
class GPURenderBundleEncoder extends RenderCommands {
  finish(descriptor = {}) {
    const d = idl.dictionary(new idl.Context('finish', 'GPURenderBundleEncoder'), descriptor, 'GPURenderBundleDescriptor');
    return new GPURenderBundle(kToken, this[kDevice], null, d.label === undefined ? '' : String(d.label));
  }
}

module.exports = {
  ObjectBase, GPUBindGroupLayout, GPUPipelineLayout, GPUBindGroup, GPUCommandBuffer, GPUShaderModule,
  GPUCompilationMessage, GPUCompilationInfo, GPUComputePipeline,
  GPUExternalTexture, GPURenderPipeline, GPURenderBundle, GPUQuerySet, GPURenderPassEncoder, GPURenderBundleEncoder,
};
