// What each texture format allows (include/wgx/texture_formats.def): its block size, aspects,
// sample types and which usages and storage accesses it supports on a device with given
// features. createTexture, createView, bind group layouts and bind groups ask here.
#pragma once

#include <cstdint>
#include <set>
#include <string>

#include "wgx/gpu.h"

namespace wgx::gpu {

// A capability of a format: never, always, or with a feature.
enum class FormatCap : uint8_t { No, Yes, Tier1, Tier2, Bgra8Storage, Rg11b10Render, Float32Blendable };
enum class SampleClass : uint8_t { Float, Unfilterable, Float32, Uint, Sint, Depth, Stencil, DepthStencil };
enum class FormatAspects : uint8_t { Color, Depth, Stencil, DepthStencil };

struct FormatInfo {
  const char* name;
  const char* feature;  // "" when the format needs no feature
  SampleClass sample;
  FormatAspects aspects;
  uint8_t bytes;  // texel block copy footprint; 0 for formats copied only per aspect
  uint8_t block_width, block_height;
  FormatCap render, multisample, storage_write, storage_read, storage_read_write;
};

const FormatInfo& format_info(TextureFormat format);

using FeatureSet = std::set<std::string>;

bool cap_enabled(FormatCap cap, const FeatureSet& features);
// The format's feature is enabled (or it needs none); Undefined is never available.
bool format_available(TextureFormat format, const FeatureSet& features);
bool is_compressed(TextureFormat format);
bool is_depth_or_stencil(TextureFormat format);
bool has_aspect(TextureFormat format, TextureAspect aspect);
// WebGPU's "resolving GPUTextureAspect": the single-aspect format an aspect of a depth-stencil
// format views as, the format itself for All, Undefined where the aspect selects nothing.
TextureFormat aspect_format(TextureFormat format, TextureAspect aspect);
bool storage_capable(TextureFormat format, StorageTextureAccess access, const FeatureSet& features);
bool storage_capable_any(TextureFormat format, const FeatureSet& features);
// A view of `format` (of one aspect) can be bound where a layout asks for `type`.
bool sample_type_allowed(TextureFormat format, TextureSampleType type, const FeatureSet& features);
// Equal, or sRGB twins (rgba8unorm and rgba8unorm-srgb): WebGPU's "texture view format compatible".
bool view_format_compatible(TextureFormat a, TextureFormat b);

// A color attachment's properties (api/color_target_formats.def): null for a format no color
// attachment may have (not color renderable on any device).
struct ColorTargetInfo {
  FormatCap blendable, resolve;
  uint8_t byte_cost, alignment;  // render target pixel byte cost and component alignment
};
const ColorTargetInfo* color_target_info(TextureFormat format);
// Color renderable on a device with `features` (a color attachment and a render pipeline target).
bool color_renderable(TextureFormat format, const FeatureSet& features);
// Color components of a color format (r: 1, rg: 2, rg11b10ufloat: 3, rgba and bgra: 4).
uint32_t format_components(TextureFormat format);

std::string format_string(TextureFormat format);  // the JavaScript name, quoted, for messages
const char* dimension_string(TextureViewDimension d);
const char* dimension_string(TextureDimension d);
std::string texture_usage_string(TextureUsageFlags usage);  // "TextureUsage::(CopyDst|StorageBinding)"

}  // namespace wgx::gpu
