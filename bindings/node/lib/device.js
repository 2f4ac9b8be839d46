// GPUDevice and GPUQueue over the engine's device: every call goes to the engine at once, on the
// main thread. The engine keeps the error scopes and runs queue work (writeBuffer, submit) on the
// device's timeline; the promises (onSubmittedWorkDone, popErrorScope, the async pipeline
// creations, mapAsync in buffer.js) are the engine's futures coming back (docs/node.md).
'use strict';

const enums = require('./enums');
const idl = require('./webidl');
const dict = require('./dictionaries');
const { kToken, checkToken, checkBrand, getNative, kHandle, kLabel, interfaces } = require('./internal');
const { ErrorSink, GPUDeviceLostInfo, GPUPipelineError, makeError, operationError } = require('./errors');

const { GPUSupportedFeatures, GPUSupportedLimits, kImplicitFeatures } = require('./adapter');
const objects = require('./objects');
const textures = require('./texture');
const { GPUBuffer } = require('./buffer');
const { GPUCommandEncoder } = require('./encoder');
const render = require('./render');

const kDeviceState = Symbol('device');
// The strings of GPUDeviceLostReason and GPUPipelineErrorReason, in the IDL's order.
const [, kLostDestroyed] = enums.GPUDeviceLostReason;
const [kReasonValidation, kReasonInternal] = enums.GPUPipelineErrorReason;

class GPUQueue {
  #device;
  #label;
  constructor(token, device, label) {
    checkToken(token);
    this.#device = device;
    this.#label = label;
  }
  get label() {
    return this.#label;
  }
  set label(value) {
    this.#label = idl.usvString(new idl.Context('label', 'GPUQueue'), value, 'label');
  }

  submit(commandBuffers) {
    checkBrand(this, GPUQueue, 'submit');
    const ctx = new idl.Context('submit', 'GPUQueue');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const buffers = idl.sequence(ctx, commandBuffers, 'commandBuffers', (b) => idl.object(ctx, b, 'command buffer', objects.GPUCommandBuffer));
    const device = this.#device;
    device.callNative('submit', device[kHandle], buffers.map((b) => b[kHandle]));
  }

  onSubmittedWorkDone() {
    try {
      checkBrand(this, GPUQueue, 'onSubmittedWorkDone');
      const device = this.#device;
      return new Promise((resolve) => getNative().onSubmittedWorkDone(device[kHandle], () => resolve(undefined)));
    } catch (e) {
      return Promise.reject(e);
    }
  }

  // writeBuffer(buffer, bufferOffset, data, dataOffset = 0, size): dataOffset and size count
  // elements of a TypedArray, bytes of anything else.
  writeBuffer(buffer, bufferOffset, data, dataOffset = 0, size = undefined) {
    checkBrand(this, GPUQueue, 'writeBuffer');
    const ctx = new idl.Context('writeBuffer', 'GPUQueue');
    if (arguments.length < 3) throw ctx.error(`3 arguments required, but only ${arguments.length} present.`);
    const b = idl.object(ctx, buffer, 'buffer', GPUBuffer);
    const offset = idl.u64(ctx, bufferOffset, 'bufferOffset');
    const { bytes, elementSize } = idl.bufferSource(ctx, data, 'data');
    const start = idl.u64(ctx, dataOffset, 'dataOffset');
    const givenCount = size === undefined ? undefined : idl.u64(ctx, size, 'size');
    // The data's length is read after every argument is converted (WebIDL's order): a conversion
    // may resize or detach the buffer.
    const elements = bytes.byteLength / elementSize;
    if (start > elements) throw operationError(`writeBuffer: dataOffset (${start}) is past the end of the data (${elements}).`);
    const count = givenCount === undefined ? elements - start : givenCount;
    if (start + count > elements) throw operationError(`writeBuffer: dataOffset (${start}) + size (${count}) is past the end of the data (${elements}).`);
    const byteSize = count * elementSize;
    if (byteSize % 4 !== 0) throw operationError(`writeBuffer: the size in bytes (${byteSize}) is not a multiple of 4.`);
    const view = bytes.subarray(start * elementSize, start * elementSize + byteSize);
    const device = this.#device;
    device.callNative('writeBuffer', device[kHandle], b[kHandle], offset, view);
  }

  writeTexture(destination, data, dataLayout, size) {
    checkBrand(this, GPUQueue, 'writeTexture');
    const ctx = new idl.Context('writeTexture', 'GPUQueue');
    if (arguments.length < 4) throw ctx.error(`4 arguments required, but only ${arguments.length} present.`);
    const dst = dict.GPUTexelCopyTextureInfo(ctx, destination);
    const { bytes } = idl.bufferSource(ctx, data, 'data');
    const layout = dict.GPUTexelCopyBufferLayout(ctx, dataLayout);
    const extent = dict.GPUExtent3D(ctx, size, 'size');
    const device = this.#device;
    device.callNative('writeTexture', device[kHandle], dst, bytes, layout, extent);
  }
  copyExternalImageToTexture() {
    checkBrand(this, GPUQueue, 'copyExternalImageToTexture');
    this.#device.unsupported('GPUQueue.copyExternalImageToTexture', 'textures');
  }
}

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
    this[kDeviceState] = {
      sink: new ErrorSink(this),
      features: new GPUSupportedFeatures(kToken, [...kImplicitFeatures, ...result.features]),
      limits: new GPUSupportedLimits(kToken, result.limits),
      adapterInfo: adapter.info,
      queue: new GPUQueue(kToken, this, queueLabel),
      lost,
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
  get features() {
    checkBrand(this, GPUDevice, 'features');
    return this[kDeviceState].features;
  }
  get limits() {
    checkBrand(this, GPUDevice, 'limits');
    return this[kDeviceState].limits;
  }
  get adapterInfo() {
    checkBrand(this, GPUDevice, 'adapterInfo');
    return this[kDeviceState].adapterInfo;
  }
  get queue() {
    checkBrand(this, GPUDevice, 'queue');
    return this[kDeviceState].queue;
  }
  get lost() {
    checkBrand(this, GPUDevice, 'lost');
    return this[kDeviceState].lost;
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
    const result = getNative()[name](...args);
    if (result.errors.length !== 0) this[kDeviceState].sink.route(result.errors);
    return result.value;
  }
  // A validation error this layer found, raised as the engine's own (into its error scopes).
  raiseValidation(message) {
    this.callNative('injectError', this[kHandle], 0, message);
  }
  unsupported(what, feature) {
    this.raiseValidation(`${what}: wgx does not support ${feature} yet.`);
  }

  // ---- GPUDevice ------------------------------------------------------------------------------

  destroy() {
    checkBrand(this, GPUDevice, 'destroy');
    const state = this[kDeviceState];
    if (state.destroyed) return;
    state.destroyed = true;
    state.sink.lost = true;
    for (const ref of state.buffers) {
      const buffer = ref.deref();
      if (buffer) buffer.detachAll('the device was destroyed');
    }
    state.buffers.clear();
    getNative().destroyDevice(this[kHandle]);
    setImmediate(() => state.resolveLost(new GPUDeviceLostInfo(kToken, kLostDestroyed, 'The device was destroyed.')));
  }

  createBuffer(descriptor) {
    checkBrand(this, GPUDevice, 'createBuffer');
    const ctx = new idl.Context('createBuffer', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = dict.GPUBufferDescriptor(ctx, descriptor);
    const { label, size, usage, mappedAtCreation } = d;
    if (mappedAtCreation && size % 4 !== 0) throw new RangeError(`createBuffer: mappedAtCreation needs a size that is a multiple of 4 (${size}).`);
    const handle = this.callNative('createBuffer', this[kHandle], d);
    const buffer = new GPUBuffer(kToken, this, handle, label, size, usage, mappedAtCreation);
    this.#track(buffer);
    return buffer;
  }

  #track(buffer) {
    // Dead references are swept when the set has doubled since the last sweep: linear in the
    // number of buffers however many stay alive.
    const state = this[kDeviceState];
    if (state.buffers.size >= state.sweepAt) {
      for (const ref of state.buffers) if (!ref.deref()) state.buffers.delete(ref);
      state.sweepAt = Math.max(4096, 2 * state.buffers.size);
    }
    state.buffers.add(new WeakRef(buffer));
  }

  createShaderModule(descriptor) {
    checkBrand(this, GPUDevice, 'createShaderModule');
    const ctx = new idl.Context('createShaderModule', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = dict.GPUShaderModuleDescriptor(ctx, descriptor);
    return new objects.GPUShaderModule(kToken, this, this.callNative('createShaderModule', this[kHandle], d), d.label);
  }

  createBindGroupLayout(descriptor) {
    checkBrand(this, GPUDevice, 'createBindGroupLayout');
    const ctx = new idl.Context('createBindGroupLayout', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = dict.GPUBindGroupLayoutDescriptor(ctx, descriptor);
    for (const entry of d.entries) textures.checkFormatFeature(ctx, entry.storageTexture?.format, 'format', this.features);
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
  }

  createPipelineLayout(descriptor) {
    checkBrand(this, GPUDevice, 'createPipelineLayout');
    const ctx = new idl.Context('createPipelineLayout', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const { label, bindGroupLayouts: layouts, immediateSize } = dict.GPUPipelineLayoutDescriptor(ctx, descriptor);
    if (immediateSize > 0)
      this.raiseValidation('createPipelineLayout: immediateSize is above maxImmediateSize (0): wgx has no immediate data.');
    // A null entry counts as an empty bind group layout, as WebGPU says.
    const empty = () => this.callNative('createBindGroupLayout', this[kHandle], { label: '', entries: [] });
    const handles = layouts.map((l) => (l === null ? empty() : l[kHandle]));
    const handle = this.callNative('createPipelineLayout', this[kHandle], { label, bindGroupLayouts: handles });
    return new objects.GPUPipelineLayout(kToken, this, handle, label);
  }

  createBindGroup(descriptor) {
    checkBrand(this, GPUDevice, 'createBindGroup');
    const ctx = new idl.Context('createBindGroup', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const { label, layout, entries } = dict.GPUBindGroupDescriptor(ctx, descriptor);
    let supported = true;
    for (const { binding, resource } of entries) {
      if (resource instanceof objects.GPUExternalTexture) {
        this.unsupported(`createBindGroup: the resource at binding ${binding} (GPUExternalTexture)`, 'external textures');
        supported = false;
      }
    }
    const handle = this.callNative('createBindGroup', this[kHandle], { label, layout: supported ? layout : undefined, entries: supported ? entries : [] });
    return new objects.GPUBindGroup(kToken, this, handle, label);
  }

  createComputePipeline(descriptor) {
    checkBrand(this, GPUDevice, 'createComputePipeline');
    const ctx = new idl.Context('createComputePipeline', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = dict.GPUComputePipelineDescriptor(ctx, descriptor);
    return new objects.GPUComputePipeline(kToken, this, this.callNative('createComputePipeline', this[kHandle], d), d.label);
  }

  createComputePipelineAsync(descriptor) {
    try {
      checkBrand(this, GPUDevice, 'createComputePipelineAsync');
      const ctx = new idl.Context('createComputePipelineAsync', 'GPUDevice');
      if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
      return this.#createPipelineAsync('createComputePipelineAsync', dict.GPUComputePipelineDescriptor(ctx, descriptor),
        objects.GPUComputePipeline);
    } catch (e) {
      return Promise.reject(e);
    }
  }

  createRenderPipeline(descriptor) {
    checkBrand(this, GPUDevice, 'createRenderPipeline');
    const ctx = new idl.Context('createRenderPipeline', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = this.#renderPipelineDescriptor(ctx, descriptor);
    return new objects.GPURenderPipeline(kToken, this, this.callNative('createRenderPipeline', this[kHandle], d), d.label);
  }

  createRenderPipelineAsync(descriptor) {
    try {
      checkBrand(this, GPUDevice, 'createRenderPipelineAsync');
      const ctx = new idl.Context('createRenderPipelineAsync', 'GPUDevice');
      if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
      return this.#createPipelineAsync('createRenderPipelineAsync', this.#renderPipelineDescriptor(ctx, descriptor),
        objects.GPURenderPipeline);
    } catch (e) {
      return Promise.reject(e);
    }
  }

  // GPURenderPipelineDescriptor, converted, its formats checked against the device's features.
  #renderPipelineDescriptor(ctx, descriptor) {
    const d = dict.GPURenderPipelineDescriptor(ctx, descriptor);
    textures.checkFormatFeature(ctx, d.depthStencil?.format, 'format', this.features);
    for (const target of d.fragment?.targets ?? []) textures.checkFormatFeature(ctx, target?.format, 'format', this.features);
    return d;
  }

  // Creates the pipeline inside error scopes of the engine's own: a failure rejects with a
  // GPUPipelineError ('validation' or 'internal') instead of raising an error.
  #createPipelineAsync(nativeName, d, Pipeline) {
    return new Promise((resolve, reject) => {
      getNative()[nativeName](this[kHandle], d, (status, message, handle) => {
        const pipeline = new Pipeline(kToken, this, handle, d.label);
        // A lost device reports nothing, so its (invalid) pipeline resolves, as WebGPU says.
        if (status === 0) return resolve(pipeline);
        reject(new GPUPipelineError(message, { reason: status === 1 ? kReasonValidation : kReasonInternal }));
      });
    });
  }

  createRenderBundleEncoder(descriptor) {
    checkBrand(this, GPUDevice, 'createRenderBundleEncoder');
    const ctx = new idl.Context('createRenderBundleEncoder', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = render.renderBundleEncoderDescriptor(ctx, descriptor, this.features);
    return new render.GPURenderBundleEncoder(kToken, this, this.callNative('createRenderBundleEncoder', this[kHandle], d), d.label);
  }

  createQuerySet(descriptor) {
    checkBrand(this, GPUDevice, 'createQuerySet');
    const ctx = new idl.Context('createQuerySet', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = dict.GPUQuerySetDescriptor(ctx, descriptor);
    const { label, type, count } = d;
    if (type === 'timestamp' && !this.features.has('timestamp-query'))
      throw ctx.error("type 'timestamp' requires the feature 'timestamp-query', which the device does not have.");
    const handle = this.callNative('createQuerySet', this[kHandle], d);
    return new objects.GPUQuerySet(kToken, this, handle, label, type, count);
  }

  createCommandEncoder(descriptor = {}) {
    checkBrand(this, GPUDevice, 'createCommandEncoder');
    const ctx = new idl.Context('createCommandEncoder', 'GPUDevice');
    const d = dict.GPUCommandEncoderDescriptor(ctx, descriptor);
    return new GPUCommandEncoder(kToken, this, this.callNative('createCommandEncoder', this[kHandle], d), d.label);
  }

  pushErrorScope(filter) {
    checkBrand(this, GPUDevice, 'pushErrorScope');
    const ctx = new idl.Context('pushErrorScope', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const f = idl.enumValue(ctx, filter, 'GPUErrorFilter', enums.GPUErrorFilter);
    getNative().pushErrorScope(this[kHandle], enums.GPUErrorFilter.indexOf(f));
  }

  // Resolves with the scope's first error once the work issued inside the scope has run.
  popErrorScope() {
    try {
      checkBrand(this, GPUDevice, 'popErrorScope');
      const state = this[kDeviceState];
      if (state.destroyed) return new Promise((resolve) => setImmediate(() => resolve(null)));
      return new Promise((resolve, reject) => {
        getNative().popErrorScope(this[kHandle], (empty, code, message) => {
          if (empty) return reject(operationError('popErrorScope: the error scope stack is empty.'));
          resolve(code < 0 ? null : makeError(code, message));
        });
      });
    } catch (e) {
      return Promise.reject(e);
    }
  }

  createTexture(descriptor) {
    checkBrand(this, GPUDevice, 'createTexture');
    const ctx = new idl.Context('createTexture', 'GPUDevice');
    if (arguments.length < 1) throw ctx.error('1 argument required, but only 0 present.');
    const d = textures.textureDescriptor(ctx, descriptor, this.features);
    const handle = this.callNative('createTexture', this[kHandle], d);
    return new textures.GPUTexture(kToken, this, handle, d.label, d);
  }
  createSampler(descriptor = {}) {
    checkBrand(this, GPUDevice, 'createSampler');
    const d = dict.GPUSamplerDescriptor(new idl.Context('createSampler', 'GPUDevice'), descriptor);
    return new textures.GPUSampler(kToken, this, this.callNative('createSampler', this[kHandle], d), d.label);
  }

  // ---- What wgx does not have yet -------------------------------------------------------------

  importExternalTexture(descriptor) {
    checkBrand(this, GPUDevice, 'importExternalTexture');
    const d = idl.dictionary(new idl.Context('importExternalTexture', 'GPUDevice'), descriptor, 'GPUExternalTextureDescriptor');
    this.unsupported('importExternalTexture', 'external textures');
    return new objects.GPUExternalTexture(kToken, this, null, d.label === undefined ? '' : String(d.label));
  }
}

Object.assign(interfaces, { GPUDevice, GPUQueue });

module.exports = { GPUDevice, GPUQueue };
