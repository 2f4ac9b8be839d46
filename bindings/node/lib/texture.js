// Textures, texture views and samplers: GPUTexture, GPUTextureView and GPUSampler, and the WebIDL
// conversions of their descriptors and of the texture and sampler members of bind group layout
// entries. The format list comes from the engine (include/wgx/texture_formats.def), so a format
// the engine does not know is a TypeError here, as an unknown enum value is in a browser.
'use strict';

const enums = require('./enums');
const idl = require('./webidl');
const { kToken, checkBrand, getNative, kHandle, kDevice } = require('./internal');
const { ObjectBase } = require('./objects');

let formats = null; // name -> the feature it needs ('' for none)
function formatTable() {
  if (!formats) formats = new Map(getNative().textureFormats());
  return formats;
}

// A GPUTextureFormat, with WebGPU's "validate texture format required features" (a TypeError).
function textureFormat(ctx, value, name, features) {
  const format = idl.enumValue(ctx, value, 'GPUTextureFormat', [...formatTable().keys()]);
  const feature = formatTable().get(format);
  const tier2 = feature === 'texture-formats-tier1' && features.has('texture-formats-tier2');
  if (feature && !features.has(feature) && !tier2)
    throw ctx.error(`${name} '${format}' requires the feature '${feature}', which the device does not have.`);
  return format;
}


// GPUExtent3D: a sequence of one to three numbers, or a GPUExtent3DDict.
function extent3D(ctx, value, name) {
  if (value !== null && typeof value === 'object' && typeof value[Symbol.iterator] === 'function') {
    const s = idl.sequence(ctx, value, name, (x) => idl.u32(ctx, x, name));
    if (s.length < 1 || s.length > 3) throw ctx.error(`${name} has ${s.length} elements; a GPUExtent3D has 1 to 3.`);
    return { width: s[0], height: s.length > 1 ? s[1] : 1, depthOrArrayLayers: s.length > 2 ? s[2] : 1 };
  }
  const d = idl.dictionary(ctx, value, 'GPUExtent3DDict');
  return {
    width: idl.u32(ctx, idl.required(ctx, d, 'width', 'GPUExtent3DDict'), 'width'),
    height: d.height === undefined ? 1 : idl.u32(ctx, d.height, 'height'),
    depthOrArrayLayers: d.depthOrArrayLayers === undefined ? 1 : idl.u32(ctx, d.depthOrArrayLayers, 'depthOrArrayLayers'),
  };
}

// GPUOrigin3D: a sequence of up to three numbers, or a GPUOrigin3DDict.
function origin3D(ctx, value, name) {
  if (value === undefined) return { x: 0, y: 0, z: 0 };
  if (value !== null && typeof value === 'object' && typeof value[Symbol.iterator] === 'function') {
    const s = idl.sequence(ctx, value, name, (x) => idl.u32(ctx, x, name));
    if (s.length > 3) throw ctx.error(`${name} has ${s.length} elements; a GPUOrigin3D has at most 3.`);
    return { x: s[0] ?? 0, y: s[1] ?? 0, z: s[2] ?? 0 };
  }
  const d = idl.dictionary(ctx, value, 'GPUOrigin3DDict');
  return { x: u32Or(ctx, d.x, 'x', 0), y: u32Or(ctx, d.y, 'y', 0), z: u32Or(ctx, d.z, 'z', 0) };
}

// GPUTexelCopyBufferLayout, into the engine's form (bytesPerRow and rowsPerImage left out when undefined).
function copyLayout(ctx, d) {
  const out = { offset: d.offset === undefined ? 0 : idl.u64(ctx, d.offset, 'offset') };
  if (d.bytesPerRow !== undefined) out.bytesPerRow = idl.u32(ctx, d.bytesPerRow, 'bytesPerRow');
  if (d.rowsPerImage !== undefined) out.rowsPerImage = idl.u32(ctx, d.rowsPerImage, 'rowsPerImage');
  return out;
}

function texelCopyBufferInfo(ctx, value, Buffer) {
  const d = idl.dictionary(ctx, value, 'GPUTexelCopyBufferInfo');
  const buffer = idl.object(ctx, idl.required(ctx, d, 'buffer', 'GPUTexelCopyBufferInfo'), 'buffer', Buffer);
  return { buffer: buffer[kHandle], ...copyLayout(ctx, d) };
}

function texelCopyTextureInfo(ctx, value) {
  const d = idl.dictionary(ctx, value, 'GPUTexelCopyTextureInfo');
  const texture = idl.object(ctx, idl.required(ctx, d, 'texture', 'GPUTexelCopyTextureInfo'), 'texture', GPUTexture);
  return {
    texture: texture[kHandle],
    mipLevel: u32Or(ctx, d.mipLevel, 'mipLevel', 0),
    origin: origin3D(ctx, d.origin, 'origin'),
    aspect: d.aspect === undefined ? 'all' : idl.enumValue(ctx, d.aspect, 'GPUTextureAspect', enums.GPUTextureAspect),
  };
}

function u32Or(ctx, value, name, fallback) {
  return value === undefined ? fallback : idl.u32(ctx, value, name);
}

function textureDescriptor(ctx, descriptor, features) {
  const d = idl.dictionary(ctx, descriptor, 'GPUTextureDescriptor');
  const size = extent3D(ctx, idl.required(ctx, d, 'size', 'GPUTextureDescriptor'), 'size');
  const format = textureFormat(ctx, idl.required(ctx, d, 'format', 'GPUTextureDescriptor'), 'format', features);
  const usage = idl.u32(ctx, idl.required(ctx, d, 'usage', 'GPUTextureDescriptor'), 'usage');
  const viewFormats = d.viewFormats === undefined ? [] :
    idl.sequence(ctx, d.viewFormats, 'viewFormats', (f) => textureFormat(ctx, f, 'viewFormats', features));
  return {
    size,
    mipLevelCount: u32Or(ctx, d.mipLevelCount, 'mipLevelCount', 1),
    sampleCount: u32Or(ctx, d.sampleCount, 'sampleCount', 1),
    dimension: d.dimension === undefined ? '2d' : idl.enumValue(ctx, d.dimension, 'GPUTextureDimension', enums.GPUTextureDimension),
    format,
    usage,
    viewFormats,
  };
}

function viewDescriptor(ctx, descriptor, features) {
  const d = idl.dictionary(ctx, descriptor, 'GPUTextureViewDescriptor');
  const out = {
    format: d.format === undefined ? '' : textureFormat(ctx, d.format, 'format', features),
    dimension: d.dimension === undefined ? '' : idl.enumValue(ctx, d.dimension, 'GPUTextureViewDimension', enums.GPUTextureViewDimension),
    usage: u32Or(ctx, d.usage, 'usage', 0),
    aspect: d.aspect === undefined ? 'all' : idl.enumValue(ctx, d.aspect, 'GPUTextureAspect', enums.GPUTextureAspect),
    baseMipLevel: u32Or(ctx, d.baseMipLevel, 'baseMipLevel', 0),
    baseArrayLayer: u32Or(ctx, d.baseArrayLayer, 'baseArrayLayer', 0),
  };
  if (d.mipLevelCount !== undefined) out.mipLevelCount = idl.u32(ctx, d.mipLevelCount, 'mipLevelCount');
  if (d.arrayLayerCount !== undefined) out.arrayLayerCount = idl.u32(ctx, d.arrayLayerCount, 'arrayLayerCount');
  if (d.swizzle !== undefined) {
    const swizzle = idl.domString(ctx, d.swizzle, 'swizzle');
    if (!/^[rgba01]{4}$/.test(swizzle)) throw ctx.error(`swizzle '${swizzle}' is not four of r, g, b, a, 0, 1.`);
    if (swizzle !== 'rgba') throw ctx.error("swizzle needs the feature 'texture-component-swizzle', which wgx does not have.");
  }
  return { label: d.label === undefined ? '' : idl.usvString(ctx, d.label, 'label'), ...out };
}

// [Clamp] unsigned short.
function clampU16(ctx, value, name) {
  const x = Number(idl.double(ctx, value, name));
  return Math.min(65535, Math.max(0, Math.round(x)));
}

function samplerDescriptor(ctx, descriptor) {
  const d = idl.dictionary(ctx, descriptor, 'GPUSamplerDescriptor');
  const mode = (v, n) => (v === undefined ? 'clamp-to-edge' : idl.enumValue(ctx, v, 'GPUAddressMode', enums.GPUAddressMode));
  const filter = (v, n, type) => (v === undefined ? 'nearest' : idl.enumValue(ctx, v, type, enums[type]));
  // lodMinClamp and lodMaxClamp are WebIDL floats: finite.
  const lod = (v, n, fallback) => (v === undefined ? fallback : idl.double(ctx, v, n));
  return {
    label: d.label === undefined ? '' : idl.usvString(ctx, d.label, 'label'),
    addressModeU: mode(d.addressModeU, 'addressModeU'),
    addressModeV: mode(d.addressModeV, 'addressModeV'),
    addressModeW: mode(d.addressModeW, 'addressModeW'),
    magFilter: filter(d.magFilter, 'magFilter', 'GPUFilterMode'),
    minFilter: filter(d.minFilter, 'minFilter', 'GPUFilterMode'),
    mipmapFilter: filter(d.mipmapFilter, 'mipmapFilter', 'GPUMipmapFilterMode'),
    lodMinClamp: lod(d.lodMinClamp, 'lodMinClamp', 0),
    lodMaxClamp: lod(d.lodMaxClamp, 'lodMaxClamp', 32),
    compare: d.compare === undefined ? '' : idl.enumValue(ctx, d.compare, 'GPUCompareFunction', enums.GPUCompareFunction),
    maxAnisotropy: d.maxAnisotropy === undefined ? 1 : clampU16(ctx, d.maxAnisotropy, 'maxAnisotropy'),
  };
}

// The sampler, texture, storageTexture or externalTexture member of a GPUBindGroupLayoutEntry.
function layoutMember(ctx, kind, value, features) {
  switch (kind) {
    case 'sampler': {
      const s = idl.dictionary(ctx, value, 'GPUSamplerBindingLayout');
      return { type: s.type === undefined ? 'filtering' : idl.enumValue(ctx, s.type, 'GPUSamplerBindingType', enums.GPUSamplerBindingType) };
    }
    case 'texture': {
      const t = idl.dictionary(ctx, value, 'GPUTextureBindingLayout');
      return {
        sampleType: t.sampleType === undefined ? 'float' : idl.enumValue(ctx, t.sampleType, 'GPUTextureSampleType', enums.GPUTextureSampleType),
        viewDimension: t.viewDimension === undefined ? '2d' : idl.enumValue(ctx, t.viewDimension, 'GPUTextureViewDimension', enums.GPUTextureViewDimension),
        multisampled: idl.boolean(t.multisampled),
      };
    }
    case 'storageTexture': {
      const t = idl.dictionary(ctx, value, 'GPUStorageTextureBindingLayout');
      return {
        access: t.access === undefined ? 'write-only' : idl.enumValue(ctx, t.access, 'GPUStorageTextureAccess', enums.GPUStorageTextureAccess),
        format: textureFormat(ctx, idl.required(ctx, t, 'format', 'GPUStorageTextureBindingLayout'), 'format', features),
        viewDimension: t.viewDimension === undefined ? '2d' : idl.enumValue(ctx, t.viewDimension, 'GPUTextureViewDimension', enums.GPUTextureViewDimension),
      };
    }
    default:
      idl.dictionary(ctx, value, 'GPUExternalTextureBindingLayout');
      return {};
  }
}

class GPUTexture extends ObjectBase {
  #d;
  constructor(token, device, handle, label, descriptor) {
    super(token, device, handle, label);
    this.#d = descriptor;
  }
  createView(descriptor = {}) {
    checkBrand(this, GPUTexture, 'createView');
    const ctx = new idl.Context('createView', 'GPUTexture');
    const device = this[kDevice];
    const d = viewDescriptor(ctx, descriptor, device.features);
    return new GPUTextureView(kToken, device, device.callNative('createView', this[kHandle], d), d.label);
  }
  destroy() {
    checkBrand(this, GPUTexture, 'destroy');
    getNative().destroyTexture(this[kHandle]);
  }
  get width() { return this.#d.size.width; }
  get height() { return this.#d.size.height; }
  get depthOrArrayLayers() { return this.#d.size.depthOrArrayLayers; }
  get mipLevelCount() { return this.#d.mipLevelCount; }
  get sampleCount() { return this.#d.sampleCount; }
  get dimension() { return this.#d.dimension; }
  get format() { return this.#d.format; }
  get usage() { return this.#d.usage; }
  get textureBindingViewDimension() { return undefined; }
}
class GPUTextureView extends ObjectBase {}
class GPUSampler extends ObjectBase {}

module.exports = {
  GPUTexture, GPUTextureView, GPUSampler, textureFormat, textureDescriptor, samplerDescriptor, layoutMember,
  extent3D, copyLayout, texelCopyBufferInfo, texelCopyTextureInfo,
};
