// The plain WebGPU objects: what they all have (GPUObjectBase's label, their device, their native
// handle), the interfaces with little state of their own beyond it (layouts, bind groups, shader
// modules, pipelines, render bundles, query sets), and the mixins that encoders, passes and
// bundle encoders share (debug groups, bind groups). Also GPUExternalTexture, which wgx does not
// have yet: it exists, so a program gets WebGPU's invalid-object behaviour, and importing one is a
// validation error naming what is missing. Textures, views and samplers are lib/texture.js;
// passes and bundle encoders lib/encoder.js and lib/render.js.
'use strict';

const enums = require('./enums');
const idl = require('./webidl');
const { kToken, checkToken, checkBrand, getNative, kHandle, kDevice, kLabel, interfaces } = require('./internal');

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
  get type() { return enums.GPUCompilationMessageType[this.#m.type]; } // the engine's enumerator, in the IDL's order
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

// GPUPipelineBase.getBindGroupLayout: a new GPUBindGroupLayout object on every call.
function definePipelineBase(Class) {
  Class.prototype.getBindGroupLayout = function getBindGroupLayout(index) {
    checkBrand(this, Class, 'getBindGroupLayout');
    const ctx = new idl.Context('getBindGroupLayout', Class.name);
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const i = idl.u32Wrap(ctx, index, 'index');
    const device = this[kDevice];
    const handle = device.callNative('getBindGroupLayout', this[kHandle], i);
    return new GPUBindGroupLayout(kToken, device, handle, '');
  };
}

class GPUComputePipeline extends ObjectBase {}
definePipelineBase(GPUComputePipeline);
class GPURenderPipeline extends ObjectBase {}
definePipelineBase(GPURenderPipeline);
class GPURenderBundle extends ObjectBase {}

// type and count are the descriptor's (immutable properties); destroy() is queue work, after
// the submits issued before it.
class GPUQuerySet extends ObjectBase {
  #type;
  #count;
  constructor(token, device, handle, label, type, count) {
    super(token, device, handle, label);
    this.#type = type;
    this.#count = count;
  }
  destroy() {
    checkBrand(this, GPUQuerySet, 'destroy');
    getNative().destroyQuerySet(this[kHandle]);
  }
  get type() {
    checkBrand(this, GPUQuerySet, 'type');
    return this.#type;
  }
  get count() {
    checkBrand(this, GPUQuerySet, 'count');
    return this.#count;
  }
}

// GPUDebugCommandsMixin: pushDebugGroup, popDebugGroup, insertDebugMarker on an encoder, a pass
// or a render bundle encoder.
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

// GPUBindingCommandsMixin on a pass or a render bundle encoder: setBindGroup(index, group,
// dynamicOffsets = []) or setBindGroup(index, group, dynamicOffsetsData, dynamicOffsetsDataStart,
// dynamicOffsetsDataLength); setImmediates, which wgx has not (maxImmediateSize is 0).
function defineBindingCommands(Class) {
  Class.prototype.setBindGroup = function setBindGroup(index, bindGroup, dynamicOffsets = undefined, dataStart = undefined, dataLength = undefined) {
    checkBrand(this, Class, 'setBindGroup');
    const ctx = new idl.Context('setBindGroup', Class.name);
    if (arguments.length < 2) throw ctx.error(`2 arguments required, but only ${arguments.length} present.`);
    const i = idl.u32(ctx, index, 'index');
    const group = idl.nullableObject(ctx, bindGroup, 'bindGroup', GPUBindGroup);
    const offsets = idl.dynamicOffsets(ctx, arguments.length, dynamicOffsets, dataStart, dataLength);
    this[kDevice].callNative('setBindGroup', this[kHandle], i, group === null ? null : group[kHandle], offsets);
  };
  Class.prototype.setImmediates = function setImmediates() {
    checkBrand(this, Class, 'setImmediates');
    this[kDevice].unsupported(`${Class.name}.setImmediates`, 'immediate data');
  };
}

// ---- What wgx does not have yet: objects that are invalid from the start ----------------------

class GPUExternalTexture extends ObjectBase {}

Object.assign(interfaces, {
  GPUBindGroupLayout, GPUPipelineLayout, GPUBindGroup, GPUCommandBuffer, GPUShaderModule, GPUComputePipeline,
  GPURenderPipeline, GPURenderBundle, GPUQuerySet, GPUExternalTexture,
});

module.exports = {
  ObjectBase, GPUBindGroupLayout, GPUPipelineLayout, GPUBindGroup, GPUCommandBuffer, GPUShaderModule,
  GPUCompilationMessage, GPUCompilationInfo, GPUComputePipeline, GPURenderPipeline, GPURenderBundle, GPUQuerySet,
  GPUExternalTexture, defineDebugCommands, defineBindingCommands,
};
