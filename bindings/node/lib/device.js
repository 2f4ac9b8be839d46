// GPUDevice and GPUQueue over the engine's device: every call goes to the engine at once, on the
// main thread. The engine keeps the error scopes and runs queue work (writeBuffer, submit) on the
// device's timeline; the promises (onSubmittedWorkDone, popErrorScope, the async pipeline
// creations, mapAsync in buffer.js) are the engine's futures coming back (docs/node.md).
'use strict';

const enums = require('./enums');
const idl = require('./webidl');
const methods = require('./methods');
const { kToken, checkToken, checkBrand, getNative, kHandle, kDevice, kLabel, kAttributes, interfaces } = require('./internal');
const { ErrorSink, GPUDeviceLostInfo, makeError, operationError } = require('./errors');

const { GPUSupportedFeatures, GPUSupportedLimits, kImplicitFeatures } = require('./adapter');
const objects = require('./objects');
const { GPUBuffer } = require('./buffer');
require('./encoder');
require('./texture');
require('./render');

const kDeviceState = Symbol('device');
// The strings of GPUDeviceLostReason, in the IDL's order.
const [, kLostDestroyed] = enums.GPUDeviceLostReason;

// The device's queue: an object of the device's, with no engine object of its own (its methods
// call the device's queue; its label is JavaScript's only).
class GPUQueue extends objects.ObjectBase {
  copyExternalImageToTexture() {
    checkBrand(this, GPUQueue, 'copyExternalImageToTexture');
    this[kDevice].unsupported('GPUQueue.copyExternalImageToTexture', 'textures');
  }
}

// The hand-written parts of GPUQueue's methods (lib/methods.js converts their arguments).
methods.defineGPUQueue(GPUQueue, {
  onSubmittedWorkDone() {
    const device = this[kDevice];
    return new Promise((resolve) => getNative().onSubmittedWorkDone(device[kHandle], () => resolve(undefined)));
  },

  // dataOffset and size count elements of a TypedArray, bytes of anything else. The data's length
  // is read after every argument is converted (WebIDL's order): a conversion may resize or detach
  // the buffer.
  writeBuffer(ctx, buffer, offset, { bytes, elementSize }, start, givenCount) {
    const elements = bytes.byteLength / elementSize;
    if (start > elements) throw operationError(`writeBuffer: dataOffset (${start}) is past the end of the data (${elements}).`);
    const count = givenCount === undefined ? elements - start : givenCount;
    if (start + count > elements) throw operationError(`writeBuffer: dataOffset (${start}) + size (${count}) is past the end of the data (${elements}).`);
    const byteSize = count * elementSize;
    if (byteSize % 4 !== 0) throw operationError(`writeBuffer: the size in bytes (${byteSize}) is not a multiple of 4.`);
    const view = bytes.subarray(start * elementSize, start * elementSize + byteSize);
    const device = this[kDevice];
    device.callNative('writeBuffer', device[kHandle], buffer[kHandle], offset, view);
  },
});

class GPUDevice extends EventTarget {
  constructor(token, adapter, result, label, queueLabel) {
    checkToken(token);
    super();
    this[kHandle] = result.device;
    this[kLabel] = label;
    let resolveLost;
    const lost = new Promise((resolve) => {
      resolveLost = resolve;
    });
    this[kAttributes] = {
      features: new GPUSupportedFeatures(kToken, [...kImplicitFeatures, ...result.features]),
      limits: new GPUSupportedLimits(kToken, result.limits),
      adapterInfo: adapter.info,
      queue: new GPUQueue(kToken, this, undefined, queueLabel),
      lost,
    };
    this[kDeviceState] = {
      sink: new ErrorSink(this),
      resolveLost,
      destroyed: false,
      buffers: new Set(), // WeakRefs of the buffers, which destroy() unmaps
      sweepAt: 4096,
      onError: result.onError, // kept alive here: the engine's device holds it only weakly
    };
    result.errorSink.sink = this[kDeviceState].sink; // queue errors no scope caught (adapter.js)
    // onuncapturederror is an event handler: it runs as a listener of the event.
    super.addEventListener('uncapturederror', (event) => {
      const handler = this[kDeviceState].sink.handler;
      if (typeof handler === 'function') handler.call(this, event);
    });
  }

  get label() {
    return this[kLabel];
  }
  set label(value) {
    this[kLabel] = idl.usvString(new idl.Context('label', 'GPUDevice'), value, 'label');
    getNative().setLabel(this[kHandle], this[kLabel]);
  }
  get onuncapturederror() {
    return this[kDeviceState].sink.handler;
  }
  set onuncapturederror(value) {
    this[kDeviceState].sink.handler = typeof value === 'function' || (typeof value === 'object' && value !== null) ? value : null;
  }
  addEventListener(type, listener, options) {
    if (String(type) === 'uncapturederror' && listener) this[kDeviceState].sink.listeners++;
    return super.addEventListener(type, listener, options);
  }
  removeEventListener(type, listener, options) {
    if (String(type) === 'uncapturederror' && listener && this[kDeviceState].sink.listeners > 0) this[kDeviceState].sink.listeners--;
    return super.removeEventListener(type, listener, options);
  }

  // ---- What the other files of the provider call --------------------------------------------

  // Calls native[name](...args) and fires the errors that no error scope (the engine's) caught;
  // returns its value.
  callNative(name, ...args) {
    const native = getNative();
    const value = native[name](...args);
    if (native.pendingErrors[0] !== 0) this[kDeviceState].sink.route(native.takeErrors());
    return value;
  }
  // A validation error this layer found, raised as the engine's own (into its error scopes).
  raiseValidation(message) {
    this.callNative('injectError', this[kHandle], 0, message);
  }
  unsupported(what, feature) {
    this.raiseValidation(`${what}: wgx does not support ${feature} yet.`);
  }

  // ---- What wgx does not have yet -------------------------------------------------------------

  importExternalTexture(descriptor) {
    checkBrand(this, GPUDevice, 'importExternalTexture');
    const d = idl.dictionary(new idl.Context('importExternalTexture', 'GPUDevice'), descriptor, 'GPUExternalTextureDescriptor');
    this.unsupported('importExternalTexture', 'external textures');
    return new objects.GPUExternalTexture(kToken, this, null, d.label === undefined ? '' : String(d.label));
  }
}

// Adds `buffer` to the buffers destroy() unmaps. Dead references are swept when the set has doubled
// since the last sweep: linear in the number of buffers however many stay alive.
function track(device, buffer) {
  const state = device[kDeviceState];
  if (state.buffers.size >= state.sweepAt) {
    for (const ref of state.buffers) if (!ref.deref()) state.buffers.delete(ref);
    state.sweepAt = Math.max(4096, 2 * state.buffers.size);
  }
  state.buffers.add(new WeakRef(buffer));
}

// The hand-written parts of GPUDevice's methods (lib/methods.js converts their arguments).
methods.defineGPUDevice(GPUDevice, {
  destroy() {
    const state = this[kDeviceState];
    if (state.destroyed) return;
    state.destroyed = true;
    state.sink.lost = true;
    for (const ref of state.buffers) {
      const buffer = ref.deref();
      if (buffer) buffer.detachAll('the device was destroyed');
    }
    state.buffers.clear();
    this.callNative('GPUDevice.destroy', this[kHandle]);
    setImmediate(() => state.resolveLost(new GPUDeviceLostInfo(kToken, kLostDestroyed, 'The device was destroyed.')));
  },

  createBuffer(ctx, d) {
    if (d.mappedAtCreation && d.size % 4 !== 0) throw new RangeError(`createBuffer: mappedAtCreation needs a size that is a multiple of 4 (${d.size}).`);
    const buffer = new GPUBuffer(kToken, this, this.callNative('GPUDevice.createBuffer', this[kHandle], d), d.label, d);
    track(this, buffer);
    return buffer;
  },

  createBindGroupLayout(ctx, d) {
    const kinds = ['buffer', 'sampler', 'texture', 'storageTexture', 'externalTexture'];
    let invalid = false;
    for (const entry of d.entries) {
      const given = kinds.filter((k) => entry[k] !== undefined).length;
      if (given !== 1) {
        this.raiseValidation(`createBindGroupLayout: the entry at binding ${entry.binding} sets ${given} of buffer, sampler, texture, storageTexture and externalTexture; it must set exactly one.`);
        invalid = true;
      }
    }
    const { label, entries } = d;
    const handle = this.callNative('createBindGroupLayout', this[kHandle], { label, entries, invalid });
    return new objects.GPUBindGroupLayout(kToken, this, handle, label);
  },

  createPipelineLayout(ctx, { label, bindGroupLayouts: layouts, immediateSize }) {
    if (immediateSize > 0)
      this.raiseValidation('createPipelineLayout: immediateSize is above maxImmediateSize (0): wgx has no immediate data.');
    // A null entry counts as an empty bind group layout, as WebGPU says.
    const empty = () => this.callNative('createBindGroupLayout', this[kHandle], { label: '', entries: [] });
    const handles = layouts.map((l) => (l === null ? empty() : l[kHandle]));
    const handle = this.callNative('GPUDevice.createPipelineLayout', this[kHandle], { label, bindGroupLayouts: handles });
    return new objects.GPUPipelineLayout(kToken, this, handle, label);
  },

  createBindGroup(ctx, { label, layout, entries }) {
    let supported = true;
    for (const { binding, resource } of entries) {
      if (resource instanceof objects.GPUExternalTexture) {
        this.unsupported(`createBindGroup: the resource at binding ${binding} (GPUExternalTexture)`, 'external textures');
        supported = false;
      }
    }
    const handle = this.callNative('createBindGroup', this[kHandle], { label, layout: supported ? layout : undefined, entries: supported ? entries : [] });
    return new objects.GPUBindGroup(kToken, this, handle, label);
  },

  // Resolves with the scope's first error once the work issued inside the scope has run.
  popErrorScope() {
    const state = this[kDeviceState];
    if (state.destroyed) return new Promise((resolve) => setImmediate(() => resolve(null)));
    return new Promise((resolve, reject) => {
      getNative().popErrorScope(this[kHandle], (empty, code, message) => {
        if (empty) return reject(operationError('popErrorScope: the error scope stack is empty.'));
        resolve(code < 0 ? null : makeError(code, message));
      });
    });
  },
});

Object.assign(interfaces, { GPUDevice, GPUQueue });

module.exports = { GPUDevice, GPUQueue };
