// Textures, texture views and samplers: GPUTexture, GPUTextureView and GPUSampler (their methods are
// lib/methods.js, generated), and what creating them checks on the content timeline beyond
// WebIDL's conversion: WebGPU's "validate texture format required features" (a TypeError, as a
// browser gives; lib/device.js checks textures, layouts, pipelines and bundle encoders with it)
// and a view's swizzle. The format list comes from the engine (include/wgx/texture_formats.def),
// so a format the engine does not know is a TypeError.
'use strict';

const methods = require('./methods');
const { kDevice, kAttributes, interfaces, formats } = require('./internal');
const { ObjectBase } = require('./objects');

// WebGPU's "validate texture format required features": `format` (named `name` in the message)
// needs a feature the device lacks. undefined and null (no format) pass. A device has the features
// its features depend on (a tier 2 device is a tier 1 device).
function checkFormatFeature(ctx, format, name, features) {
  if (format === undefined || format === null) return;
  const feature = formats().feature.get(format);
  if (feature && !features.has(feature))
    throw ctx.error(`${name} '${format}' requires the feature '${feature}', which the device does not have.`);
}

// Its attributes are its descriptor's (textureBindingViewDimension: undefined, a core device's).
class GPUTexture extends ObjectBase {
  constructor(token, device, handle, label, d) {
    super(token, device, handle, label);
    const { mipLevelCount, sampleCount, dimension, format, usage } = d;
    this[kAttributes] = { ...d.size, mipLevelCount, sampleCount, dimension, format, usage, textureBindingViewDimension: undefined };
  }
}
methods.defineGPUTexture(GPUTexture, {
  // A view's format and swizzle, checked after WebIDL's conversion.
  createView(ctx, d) {
    checkFormatFeature(ctx, d.format, 'format', this[kDevice].features);
    if (!/^[rgba01]{4}$/.test(d.swizzle)) throw ctx.error(`swizzle '${d.swizzle}' is not four of r, g, b, a, 0, 1.`);
    if (d.swizzle !== 'rgba') throw ctx.error("swizzle needs the feature 'texture-component-swizzle', which wgx does not have.");
  },
});
class GPUTextureView extends ObjectBase {}
class GPUSampler extends ObjectBase {}

Object.assign(interfaces, { GPUTexture, GPUTextureView, GPUSampler });

module.exports = { GPUTexture, GPUTextureView, GPUSampler, checkFormatFeature };
