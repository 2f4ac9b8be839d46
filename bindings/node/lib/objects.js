// The plain WebGPU objects: what they all have (GPUObjectBase's label, their device, their native
// handle), the interfaces with little state of their own beyond it (layouts, bind groups, shader
// modules, pipelines, render bundles, query sets), and setBindGroup, which passes and bundle
// encoders share (their other methods are lib/methods.js, generated). Also GPUExternalTexture, which wgx does not
// have yet: it exists, so a program gets WebGPU's invalid-object behaviour, and importing one is a
// validation error naming what is missing. Textures, views and samplers are lib/texture.js;
// passes and bundle encoders lib/encoder.js and lib/render.js.
'use strict';

const enums = require('./enums');
const idl = require('./webidl');
const methods = require('./methods');
const { kToken, checkToken, checkBrand, getNative, kHandle, kDevice, kLabel, kAttributes, interfaces } = require('./internal');

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

class GPUShaderModule extends ObjectBase {}
class GPUCompilationMessage {
  constructor(token, m) {
    checkToken(token);
    this[kAttributes] = { ...m, type: enums.GPUCompilationMessageType[m.type] }; // the engine's enumerator, in the IDL's order
  }
}

class GPUCompilationInfo {
  constructor(token, messages) {
    checkToken(token);
    this[kAttributes] = { messages: Object.freeze(messages.map((m) => new GPUCompilationMessage(kToken, m))) };
  }
}

// GPUPipelineBase.getBindGroupLayout (lib/methods.js) makes a new GPUBindGroupLayout on every call.
class GPUComputePipeline extends ObjectBase {}
class GPURenderPipeline extends ObjectBase {}
class GPURenderBundle extends ObjectBase {}

// type and count are the descriptor's (immutable properties); destroy() is queue work, after
// the submits issued before it.
class GPUQuerySet extends ObjectBase {
  constructor(token, device, handle, label, { type, count }) {
    super(token, device, handle, label);
    this[kAttributes] = { type, count };
  }
}

// GPUBindingCommandsMixin's setBindGroup on a pass or a render bundle encoder, written by hand for
// its two overloads: setBindGroup(index, group, dynamicOffsets = []) or setBindGroup(index, group,
// dynamicOffsetsData, dynamicOffsetsDataStart, dynamicOffsetsDataLength); and setImmediates, which
// wgx has not (maxImmediateSize is 0).
function defineBindingCommands(Class) {
  const native = `${Class.name}.setBindGroup`;
  Class.prototype.setBindGroup = function setBindGroup(index, bindGroup, dynamicOffsets = undefined, dataStart = undefined, dataLength = undefined) {
    checkBrand(this, Class, 'setBindGroup');
    const ctx = new idl.Context('setBindGroup', Class.name);
    if (arguments.length < 2) throw ctx.error(`2 arguments required, but only ${arguments.length} present.`);
    const i = idl.u32(ctx, index, 'index');
    const group = idl.nullableObject(ctx, bindGroup, 'bindGroup', GPUBindGroup);
    const offsets = idl.dynamicOffsets(ctx, arguments.length, dynamicOffsets, dataStart, dataLength);
    this[kDevice].callNative(native, this[kHandle], i, group === null ? null : group[kHandle], offsets);
  };
  Class.prototype.setImmediates = function setImmediates() {
    checkBrand(this, Class, 'setImmediates');
    this[kDevice].unsupported(`${Class.name}.setImmediates`, 'immediate data');
  };
}

// The methods the description gives these interfaces (lib/methods.js).
methods.defineGPUComputePipeline(GPUComputePipeline);
methods.defineGPURenderPipeline(GPURenderPipeline);
methods.defineGPUQuerySet(GPUQuerySet);
methods.defineGPUCompilationMessage(GPUCompilationMessage);
methods.defineGPUCompilationInfo(GPUCompilationInfo);
methods.defineGPUShaderModule(GPUShaderModule, {
  getCompilationInfo() {
    const messages = getNative().compilationInfo(this[kHandle]);
    return new Promise((resolve) => setImmediate(() => resolve(new GPUCompilationInfo(kToken, messages))));
  },
});

// ---- What wgx does not have yet: objects that are invalid from the start ----------------------

class GPUExternalTexture extends ObjectBase {}

Object.assign(interfaces, {
  GPUBindGroupLayout, GPUPipelineLayout, GPUBindGroup, GPUCommandBuffer, GPUShaderModule, GPUComputePipeline,
  GPURenderPipeline, GPURenderBundle, GPUQuerySet, GPUExternalTexture, GPUCompilationMessage, GPUCompilationInfo,
});

module.exports = {
  ObjectBase, GPUBindGroupLayout, GPUPipelineLayout, GPUBindGroup, GPUCommandBuffer, GPUShaderModule,
  GPUCompilationMessage, GPUCompilationInfo, GPUComputePipeline, GPURenderPipeline, GPURenderBundle, GPUQuerySet,
  GPUExternalTexture, defineBindingCommands,
};
