// Textures, texture views and samplers: GPUTexture, GPUTextureView and GPUSampler (their methods are
// lib/methods.js, generated), and what creating a view checks on the content timeline beyond
// WebIDL's conversion: its swizzle. The conversion of a format (lib/dictionaries.js) checks WebGPU's
// "validate texture format required features" from the engine's format list
// (include/wgx/texture_formats.def), so a format the engine does not know is a TypeError.
'use strict';

const methods = require('./methods');
const { kAttributes, interfaces } = require('./internal');
const { ObjectBase } = require('./objects');

// Its attributes are its descriptor's (textureBindingViewDimension: undefined, a core device's).
class GPUTexture extends ObjectBase {
  constructor(token, device, handle, label, d) {
    super(token, device, handle, label);
    const { mipLevelCount, sampleCount, dimension, format, usage } = d;
    this[kAttributes] = { ...d.size, mipLevelCount, sampleCount, dimension, format, usage, textureBindingViewDimension: undefined };
  }
}
methods.defineGPUTexture(GPUTexture, {
  // A view's swizzle, checked after WebIDL's conversion.
  createView(ctx, d) {
    if (!/^[rgba01]{4}$/.test(d.swizzle)) throw ctx.error(`swizzle '${d.swizzle}' is not four of r, g, b, a, 0, 1.`);
    if (d.swizzle !== 'rgba') throw ctx.error("swizzle needs the feature 'texture-component-swizzle', which wgx does not have.");
  },
});
class GPUTextureView extends ObjectBase {}
class GPUSampler extends ObjectBase {}

Object.assign(interfaces, { GPUTexture, GPUTextureView, GPUSampler });

module.exports = { GPUTexture, GPUTextureView, GPUSampler };
