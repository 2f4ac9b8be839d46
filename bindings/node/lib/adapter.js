// The GPU object (what create() returns), GPUAdapter, and the read-only sets and records they hand
// out: GPUSupportedFeatures, WGSLLanguageFeatures, GPUSupportedLimits, GPUAdapterInfo.
'use strict';

const methods = require('./methods');
const { kToken, checkToken, getNative, kHandle, kAttributes, interfaces } = require('./internal');
const { operationError } = require('./errors');

// A readonly setlike<DOMString> interface over `values`.
function defineSetlike(Class) {
  const kSet = Symbol('set');
  Object.defineProperties(Class.prototype, {
    size: { get() { return this[kSet].size; }, configurable: true },
    has: { value(key) { return this[kSet].has(String(key)); }, writable: true, configurable: true },
    entries: { value() { return this[kSet].entries(); }, writable: true, configurable: true },
    keys: { value() { return this[kSet].keys(); }, writable: true, configurable: true },
    values: { value() { return this[kSet].values(); }, writable: true, configurable: true },
    forEach: {
      value(callback, thisArg) {
        for (const v of this[kSet]) callback.call(thisArg, v, v, this);
      },
      writable: true,
      configurable: true,
    },
    [Symbol.iterator]: { value() { return this[kSet].values(); }, writable: true, configurable: true },
  });
  return kSet;
}

class GPUSupportedFeatures {
  constructor(token, values) {
    checkToken(token);
    this[kFeatureSet] = new Set(values);
  }
}
const kFeatureSet = defineSetlike(GPUSupportedFeatures);

class WGSLLanguageFeatures {
  constructor(token, values) {
    checkToken(token);
    this[kLanguageSet] = new Set(values);
  }
}
const kLanguageSet = defineSetlike(WGSLLanguageFeatures);

// The IDL's limit and feature names, and the limits the engine does not keep with their values on
// wgx (a core device: the per-stage storage counts are the general ones; no immediates), from the
// API description (lib/limits.js, generated).
const { kLimitNames, kExtraLimits, kImplicitFeatures } = require('./limits');

class GPUSupportedLimits {
  constructor(token, values) {
    checkToken(token);
    this[kAttributes] = { ...kExtraLimits, ...values };
  }
}
methods.defineGPUSupportedLimits(GPUSupportedLimits);

class GPUAdapterInfo {
  constructor(token, values) {
    checkToken(token);
    this[kAttributes] = values;
  }
}
methods.defineGPUAdapterInfo(GPUAdapterInfo);


const kAdapterState = Symbol('adapter');
const kCreateDevice = Symbol('createDevice');
class GPUAdapter {
  constructor(token, result) {
    checkToken(token);
    this[kHandle] = result.adapter;
    this[kAdapterState] = { consumed: false };
    this[kAttributes] = {
      features: new GPUSupportedFeatures(kToken, [...kImplicitFeatures, ...result.features]),
      limits: new GPUSupportedLimits(kToken, result.limits),
      info: new GPUAdapterInfo(kToken, result.info),
    };
  }
  get isFallbackAdapter() {
    return false;
  }

  // Makes the device requestDevice asked for (a task after the call, as WebGPU's timeline has it).
  [kCreateDevice](features, limits, label, queueLabel, resolve, reject) {
    const state = this[kAdapterState];
    for (const f of features) {
      if (!this.features.has(f)) return reject(new TypeError(`Failed to execute 'requestDevice' on 'GPUAdapter': Unsupported feature: ${f}`));
    }
    if (state.consumed) return reject(operationError('The adapter is consumed: it already gave a device.'));
    const engineLimits = {};
    for (const [key, value] of limits) {
      if (value === undefined) continue;
      if (!kLimitNames.includes(key)) return reject(operationError(`Unknown limit: ${key}`));
      if (key in kExtraLimits) {
        if (value > kExtraLimits[key]) return reject(operationError(`Limit ${key} (${value}) is above the adapter's (${kExtraLimits[key]}).`));
        continue;
      }
      engineLimits[key] = value;
    }
    const requested = features.filter((f) => !kImplicitFeatures.includes(f));
    // Errors of queue work that no scope caught arrive later, once the device's sink exists.
    const errorSink = { sink: null };
    const onError = (code, message) => errorSink.sink?.route([[code, message]]);
    const result = getNative().requestDevice(this[kHandle], { label, requiredFeatures: requested, requiredLimits: engineLimits }, onError);
    result.errorSink = errorSink;
    result.onError = onError;  // the device holds it: the engine only refers to it weakly
    if (result.error !== undefined) return reject(operationError(result.error));
    state.consumed = true;
    const { GPUDevice } = require('./device');
    resolve(new GPUDevice(kToken, this, result, label, queueLabel));
  }
}

// The hand-written parts of GPUAdapter's methods (lib/methods.js converts their arguments).
methods.defineGPUAdapter(GPUAdapter, {
  requestDevice(ctx, { requiredFeatures: features, requiredLimits: limits, label, defaultQueue }) {
    return new Promise((resolve, reject) => {
      setImmediate(() => this[kCreateDevice](features, limits, label, defaultQueue.label, resolve, reject));
    });
  },
});

class GPU {
  constructor(token, handle) {
    checkToken(token);
    this[kHandle] = handle;
    // The language features the engine's front end allows in `requires` (src/syntax/language_features.h).
    this[kAttributes] = { wgslLanguageFeatures: new WGSLLanguageFeatures(kToken, getNative().wgslLanguageFeatures()) };
  }
}

methods.defineGPU(GPU, {
  requestAdapter(ctx, { featureLevel, forceFallbackAdapter: forceFallback }) {
    return new Promise((resolve) => {
      setImmediate(() => {
        // One adapter, the CPU, which is no fallback adapter; a compatibility request gets the
        // core adapter, as WebGPU allows.
        if (forceFallback || (featureLevel !== 'core' && featureLevel !== 'compatibility')) return resolve(null);
        resolve(new GPUAdapter(kToken, getNative().requestAdapter(this[kHandle])));
      });
    });
  },

  getPreferredCanvasFormat() {
    return 'rgba8unorm';
  },
});

Object.assign(interfaces, { GPU, GPUAdapter, GPUAdapterInfo, GPUSupportedFeatures, GPUSupportedLimits, WGSLLanguageFeatures });

module.exports = { GPU, GPUAdapter, GPUSupportedFeatures, WGSLLanguageFeatures, GPUSupportedLimits, GPUAdapterInfo, kLimitNames, kImplicitFeatures };
