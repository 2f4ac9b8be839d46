// GPURenderPassEncoder and GPURenderBundleEncoder. Their methods are lib/methods.js (generated from
// the description) but setBindGroup (lib/objects.js): each command goes to the engine at once,
// which validates it as WebGPU's encoder state machine does; its errors route to the device's
// scopes.
'use strict';

const methods = require('./methods');
const { ObjectBase, defineBindingCommands } = require('./objects');
const { interfaces } = require('./internal');

class GPURenderPassEncoder extends ObjectBase {}
methods.defineGPURenderPassEncoder(GPURenderPassEncoder);
defineBindingCommands(GPURenderPassEncoder);

class GPURenderBundleEncoder extends ObjectBase {}
methods.defineGPURenderBundleEncoder(GPURenderBundleEncoder);
defineBindingCommands(GPURenderBundleEncoder);

Object.assign(interfaces, { GPURenderPassEncoder, GPURenderBundleEncoder });

module.exports = { GPURenderPassEncoder, GPURenderBundleEncoder };
