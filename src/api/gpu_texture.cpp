// Textures, texture views and samplers: createTexture, createView and createSampler with WebGPU's
// validation rules (sizes against the device limits, per-format capabilities from
// texture_format.h, view ranges and dimensions, sampler clamps and anisotropy), and destroy().
#include <algorithm>
#include <bit>
#include <cmath>

#include "api/gpu_impl.h"
#include "api/texture_copy.h"
#include "api/texture_format.h"

namespace wgx::gpu {
namespace {

constexpr TextureUsageFlags kAllTextureUsages = TextureUsage::CopySrc | TextureUsage::CopyDst |
                                                TextureUsage::TextureBinding | TextureUsage::StorageBinding |
                                                TextureUsage::RenderAttachment;

uint32_t max_mip_levels(TextureDimension dimension, const Extent3D& size) {
  uint32_t largest = size.width;
  if (dimension != TextureDimension::D1) largest = std::max(largest, size.height);
  if (dimension == TextureDimension::D3) largest = std::max(largest, size.depthOrArrayLayers);
  if (dimension == TextureDimension::D1 || largest == 0) return 1;
  return static_cast<uint32_t>(std::bit_width(largest));
}

std::string extent_string(const Extent3D& e) {
  return "(width: " + std::to_string(e.width) + ", height: " + std::to_string(e.height) +
         ", depthOrArrayLayers: " + std::to_string(e.depthOrArrayLayers) + ")";
}

std::string check_size(const TextureDescriptor& d, const Limits& l) {
  const Extent3D& s = d.size;
  if (s.width == 0 || s.height == 0 || s.depthOrArrayLayers == 0)
    return "The texture size " + extent_string(s) + " is empty.";
  std::string dim = dimension_string(d.dimension);
  auto too_large = [&](const char* limit_name, uint32_t limit) {
    return "Texture size " + extent_string(s) + " exceeds the " + limit_name + " limit (" + std::to_string(limit) +
           ") of a " + dim + " texture.";
  };
  switch (d.dimension) {
    case TextureDimension::D1:
      if (s.width > l.maxTextureDimension1D) return too_large("maxTextureDimension1D", l.maxTextureDimension1D);
      if (s.height != 1 || s.depthOrArrayLayers != 1)
        return "A 1d texture has a height and depthOrArrayLayers of 1; the size is " + extent_string(s) + ".";
      break;
    case TextureDimension::D2:
      if (s.width > l.maxTextureDimension2D || s.height > l.maxTextureDimension2D)
        return too_large("maxTextureDimension2D", l.maxTextureDimension2D);
      if (s.depthOrArrayLayers > l.maxTextureArrayLayers)
        return too_large("maxTextureArrayLayers", l.maxTextureArrayLayers);
      break;
    case TextureDimension::D3:
      if (s.width > l.maxTextureDimension3D || s.height > l.maxTextureDimension3D ||
          s.depthOrArrayLayers > l.maxTextureDimension3D)
        return too_large("maxTextureDimension3D", l.maxTextureDimension3D);
      break;
  }
  return "";
}

// Compressed formats are 2d only, except BC and ASTC in 3d textures with their "sliced-3d" features.
bool sliced_3d(TextureFormat format, const FeatureSet& features) {
  std::string_view feature = format_info(format).feature;
  if (feature == "texture-compression-bc") return features.count("texture-compression-bc-sliced-3d") > 0;
  if (feature == "texture-compression-astc") return features.count("texture-compression-astc-sliced-3d") > 0;
  return false;
}

std::string check_format_dimension(const TextureDescriptor& d, const FeatureSet& features) {
  if (d.dimension == TextureDimension::D2) return "";
  if (d.dimension == TextureDimension::D3 && is_compressed(d.format) && sliced_3d(d.format, features)) return "";
  if (is_compressed(d.format) || is_depth_or_stencil(d.format))
    return "The format " + format_string(d.format) + " cannot be used for a " + dimension_string(d.dimension) +
           " texture.";
  return "";
}

std::string check_multisample(const TextureDescriptor& d, const FeatureSet& features) {
  if (d.sampleCount != 1 && d.sampleCount != 4)
    return "The sample count (" + std::to_string(d.sampleCount) + ") is not 1 or 4.";
  if (d.sampleCount == 1) return "";
  if (d.dimension != TextureDimension::D2) return "A multisampled texture must be 2d.";
  if (d.mipLevelCount != 1)
    return "A multisampled texture has one mip level, not " + std::to_string(d.mipLevelCount) + ".";
  if (d.size.depthOrArrayLayers != 1) return "A multisampled texture has one array layer.";
  if (d.usage & TextureUsage::StorageBinding) return "A multisampled texture cannot have the StorageBinding usage.";
  if (!(d.usage & TextureUsage::RenderAttachment)) return "A multisampled texture needs the RenderAttachment usage.";
  if (!cap_enabled(format_info(d.format).multisample, features))
    return "The format " + format_string(d.format) + " does not support multisampling.";
  return "";
}

std::string check_usage(const TextureDescriptor& d, const FeatureSet& features) {
  if (d.usage == 0) return "The texture usage is TextureUsage::None.";
  if (d.usage & ~kAllTextureUsages) return "The texture usage (" + std::to_string(d.usage) + ") has unknown bits.";
  if (d.usage & TextureUsage::RenderAttachment) {
    if (!cap_enabled(format_info(d.format).render, features))
      return "The format " + format_string(d.format) + " is not renderable (TextureUsage::RenderAttachment).";
    if (d.dimension == TextureDimension::D1) return "A 1d texture cannot have the RenderAttachment usage.";
  }
  if ((d.usage & TextureUsage::StorageBinding) && !storage_capable_any(d.format, features))
    return "The format " + format_string(d.format) + " does not support TextureUsage::StorageBinding.";
  return "";
}

std::string check_texture(const TextureDescriptor& d, const DeviceImpl& device) {
  if (device.lost) return "lost device";
  if (!format_available(d.format, device.features))
    return d.format == TextureFormat::Undefined
               ? "The texture format is undefined."
               : "The format " + format_string(d.format) + " needs the feature \"" + format_info(d.format).feature +
                     "\", which the device does not have.";
  std::string why = check_usage(d, device.features);
  if (why.empty()) why = check_size(d, device.limits);
  if (why.empty() && d.mipLevelCount == 0) why = "The mip level count is 0.";
  if (why.empty()) why = check_format_dimension(d, device.features);
  if (why.empty()) why = check_multisample(d, device.features);
  if (!why.empty()) return why;
  const FormatInfo& f = format_info(d.format);
  if (d.size.width % f.block_width || d.size.height % f.block_height)
    return "The size " + extent_string(d.size) + " is not a multiple of the " + format_string(d.format) +
           " block size (" + std::to_string(f.block_width) + "x" + std::to_string(f.block_height) + ").";
  uint32_t max_mips = max_mip_levels(d.dimension, d.size);
  if (d.mipLevelCount > max_mips)
    return "The mip level count (" + std::to_string(d.mipLevelCount) + ") is more than the " +
           std::to_string(max_mips) + " levels a texture of size " + extent_string(d.size) + " can have.";
  for (TextureFormat v : d.viewFormats) {
    if (!format_available(v, device.features))
      return "The view format " + format_string(v) + " is not available on the device.";
    if (!view_format_compatible(d.format, v))
      return "The view format " + format_string(v) + " is not compatible with the texture format " +
             format_string(d.format) + ".";
  }
  return "";
}

// WebGPU's "resolving GPUTextureViewDescriptor defaults".
TextureViewDescriptor resolve_view(const TextureImpl& t, TextureViewDescriptor d) {
  if (d.format == TextureFormat::Undefined) {
    TextureFormat f = aspect_format(t.desc.format, d.aspect);
    d.format = f == TextureFormat::Undefined ? t.desc.format : f;
  }
  if (d.mipLevelCount == kMipLevelCountUndefined)
    d.mipLevelCount = d.baseMipLevel < t.desc.mipLevelCount ? t.desc.mipLevelCount - d.baseMipLevel : 0;
  if (d.dimension == TextureViewDimension::Undefined) {
    switch (t.desc.dimension) {
      case TextureDimension::D1:
        d.dimension = TextureViewDimension::D1;
        break;
      case TextureDimension::D2:
        d.dimension = t.array_layers() == 1 ? TextureViewDimension::D2 : TextureViewDimension::D2Array;
        break;
      case TextureDimension::D3:
        d.dimension = TextureViewDimension::D3;
        break;
    }
  }
  if (d.arrayLayerCount == kArrayLayerCountUndefined) {
    if (d.dimension == TextureViewDimension::Cube)
      d.arrayLayerCount = 6;
    else if (d.dimension == TextureViewDimension::D2Array || d.dimension == TextureViewDimension::CubeArray)
      d.arrayLayerCount = d.baseArrayLayer < t.array_layers() ? t.array_layers() - d.baseArrayLayer : 0;
    else
      d.arrayLayerCount = 1;
  }
  if (d.usage == TextureUsage::None) d.usage = t.desc.usage;
  return d;
}

std::string check_view_format(const TextureImpl& t, const TextureViewDescriptor& d, const FeatureSet& features) {
  const TextureFormat tf = t.desc.format;
  if (!has_aspect(tf, d.aspect)) return "The texture format " + format_string(tf) + " has no such aspect.";
  if (d.aspect == TextureAspect::All) {
    bool listed = d.format == tf ||
                  std::find(t.desc.viewFormats.begin(), t.desc.viewFormats.end(), d.format) != t.desc.viewFormats.end();
    if (!listed)
      return "The view format " + format_string(d.format) + " is neither the texture's format " + format_string(tf) +
             " nor one of its viewFormats.";
  } else if (d.format != aspect_format(tf, d.aspect)) {
    return "The view format " + format_string(d.format) + " is not the format of the selected aspect of " +
           format_string(tf) + ".";
  }
  if (d.usage & ~t.desc.usage)
    return "The view usage " + texture_usage_string(d.usage) + " is not a subset of the texture usage " +
           texture_usage_string(t.desc.usage) + ".";
  if ((d.usage & TextureUsage::RenderAttachment) && !cap_enabled(format_info(d.format).render, features))
    return "The view format " + format_string(d.format) + " is not renderable.";
  if ((d.usage & TextureUsage::StorageBinding) && !storage_capable_any(d.format, features))
    return "The view format " + format_string(d.format) + " does not support TextureUsage::StorageBinding.";
  return "";
}

std::string check_view_range(const TextureImpl& t, const TextureViewDescriptor& d) {
  if (d.mipLevelCount == 0) return "The view's mip level count is 0.";
  if (uint64_t(d.baseMipLevel) + d.mipLevelCount > t.desc.mipLevelCount)
    return "The view's mip levels [" + std::to_string(d.baseMipLevel) + ", " +
           std::to_string(uint64_t(d.baseMipLevel) + d.mipLevelCount) + ") exceed the texture's " +
           std::to_string(t.desc.mipLevelCount) + ".";
  if (d.arrayLayerCount == 0) return "The view's array layer count is 0.";
  if (uint64_t(d.baseArrayLayer) + d.arrayLayerCount > t.array_layers())
    return "The view's array layers [" + std::to_string(d.baseArrayLayer) + ", " +
           std::to_string(uint64_t(d.baseArrayLayer) + d.arrayLayerCount) + ") exceed the texture's " +
           std::to_string(t.array_layers()) + ".";
  return "";
}

std::string check_view_dimension(const TextureImpl& t, const TextureViewDescriptor& d) {
  const TextureDimension td = t.desc.dimension;
  std::string view = std::string("A ") + dimension_string(d.dimension) + " view ";
  if (t.desc.sampleCount > 1 && d.dimension != TextureViewDimension::D2)
    return "A view of a multisampled texture must be 2d, not " + std::string(dimension_string(d.dimension)) + ".";
  auto need = [&](TextureDimension want) -> std::string {
    if (td == want) return "";
    return view + "needs a " + dimension_string(want) + " texture, not " + dimension_string(td) + ".";
  };
  auto single_layer = [&]() -> std::string {
    return d.arrayLayerCount == 1 ? "" : view + "has one array layer, not " + std::to_string(d.arrayLayerCount) + ".";
  };
  auto square = [&]() -> std::string {
    return t.desc.size.width == t.desc.size.height ? "" : view + "needs a square texture.";
  };
  std::string why;
  switch (d.dimension) {
    case TextureViewDimension::Undefined:
      return "The view dimension is undefined.";
    case TextureViewDimension::D1:
      why = need(TextureDimension::D1);
      return why.empty() ? single_layer() : why;
    case TextureViewDimension::D2:
      why = need(TextureDimension::D2);
      return why.empty() ? single_layer() : why;
    case TextureViewDimension::D2Array:
      return need(TextureDimension::D2);
    case TextureViewDimension::Cube:
      why = need(TextureDimension::D2);
      if (why.empty() && d.arrayLayerCount != 6)
        why = view + "has 6 array layers, not " + std::to_string(d.arrayLayerCount) + ".";
      return why.empty() ? square() : why;
    case TextureViewDimension::CubeArray:
      why = need(TextureDimension::D2);
      if (why.empty() && d.arrayLayerCount % 6 != 0)
        why = view + "has a multiple of 6 array layers, not " + std::to_string(d.arrayLayerCount) + ".";
      return why.empty() ? square() : why;
    case TextureViewDimension::D3:
      why = need(TextureDimension::D3);
      return why.empty() ? single_layer() : why;
  }
  return "";
}

std::string check_sampler(const SamplerDescriptor& d) {
  if (!(d.lodMinClamp >= 0)) return "lodMinClamp (" + std::to_string(d.lodMinClamp) + ") is less than 0.";
  if (!(d.lodMaxClamp >= d.lodMinClamp))
    return "lodMaxClamp (" + std::to_string(d.lodMaxClamp) + ") is less than lodMinClamp (" +
           std::to_string(d.lodMinClamp) + ").";
  if (d.maxAnisotropy < 1) return "maxAnisotropy (" + std::to_string(d.maxAnisotropy) + ") is less than 1.";
  if (d.maxAnisotropy > 1 && (d.magFilter != FilterMode::Linear || d.minFilter != FilterMode::Linear ||
                              d.mipmapFilter != MipmapFilterMode::Linear))
    return "maxAnisotropy (" + std::to_string(d.maxAnisotropy) +
           ") is more than 1 while magFilter, minFilter and mipmapFilter are not all linear.";
  return "";
}

}  // namespace

Texture Device::createTexture(const TextureDescriptor& d) {
  if (!impl_) return {};
  auto t = make_object<TextureImpl>(impl_, d.label);
  t->desc = d;
  t->desc.label.clear();
  std::string context = impl_->name() + ".CreateTexture(" + object_name("TextureDescriptor", d.label) + ")";
  std::string why = check_texture(d, *impl_);
  if (!why.empty()) {
    t->valid = false;
    impl_->validation(why, context);
    return Texture(t);
  }
  // Mip level 0 is each plane's largest: a texture wgx could never hold is an out-of-memory error
  // now, as a GPU's allocation failure would be, rather than at its first write.
  uint64_t largest = std::max(plane_size(*t, 0, 0), plane_size(*t, 1, 0));
  if (largest > kMaxPlaneBytes && !impl_->lost) {
    t->valid = false;
    impl_->raise(ErrorType::OutOfMemory,
                 "The texture's mip level 0 needs " + std::to_string(largest) + " bytes per aspect, more than the " +
                     std::to_string(kMaxPlaneBytes >> 20) +
                     " MiB wgx holds per texture aspect and mip level.\n - While calling " + context + ".");
    return Texture(t);
  }
  uint64_t bytes = 0;
  bool stencil = has_aspect(d.format, TextureAspect::StencilOnly);
  for (uint32_t level = 0; level < d.mipLevelCount; level++)
    bytes += plane_size(*t, 0, level) + (stencil ? plane_size(*t, 1, level) : 0);
  if (!impl_->lost && !impl_->reserve_memory(bytes, t->name(), context)) {
    t->valid = false;
    return Texture(t);
  }
  t->budgeted = impl_->lost ? 0 : bytes;
  return Texture(t);
}

TextureView Texture::createView() const { return createView(TextureViewDescriptor{}); }

TextureView Texture::createView(const TextureViewDescriptor& descriptor) const {
  if (!impl_) return {};
  DeviceImpl& device = *impl_->device;
  auto v = make_object<TextureViewImpl>(impl_->device, descriptor.label);
  v->texture = impl_;
  v->desc = resolve_view(*impl_, descriptor);
  std::string why;
  if (device.lost)
    why = "lost device";
  else if (!impl_->valid)
    why = impl_->name() + " is invalid.";
  else if (!format_available(v->desc.format, device.features))
    why = "The view format " + format_string(v->desc.format) + " is not available on the device.";
  if (why.empty()) why = check_view_format(*impl_, v->desc, device.features);
  if (why.empty()) why = check_view_range(*impl_, v->desc);
  if (why.empty()) why = check_view_dimension(*impl_, v->desc);
  if (!why.empty()) {
    v->valid = false;
    device.validation(why,
                      impl_->name() + ".CreateView(" + object_name("TextureViewDescriptor", descriptor.label) + ")");
  }
  return TextureView(v);
}

void Texture::destroy() {
  if (!impl_ || impl_->destroyed) return;
  impl_->destroyed = true;
  if (impl_->budgeted) impl_->device->release_memory(impl_->budgeted);
  impl_->budgeted = 0;
  // The texels, and the decodings kept of a compressed texture's views, go once the queue work
  // submitted before has run (it may still use them).
  impl_->device->timeline.enqueue([t = impl_] {
    t->texels.clear();
    std::lock_guard<std::mutex> lock(t->decoded_mutex);
    t->decoded_views.clear();
  });
}

uint32_t Texture::width() const { return impl_ ? impl_->desc.size.width : 0; }
uint32_t Texture::height() const { return impl_ ? impl_->desc.size.height : 0; }
uint32_t Texture::depthOrArrayLayers() const { return impl_ ? impl_->desc.size.depthOrArrayLayers : 0; }
uint32_t Texture::mipLevelCount() const { return impl_ ? impl_->desc.mipLevelCount : 0; }
uint32_t Texture::sampleCount() const { return impl_ ? impl_->desc.sampleCount : 0; }
TextureDimension Texture::dimension() const { return impl_ ? impl_->desc.dimension : TextureDimension::D2; }
TextureFormat Texture::format() const { return impl_ ? impl_->desc.format : TextureFormat::Undefined; }
TextureUsageFlags Texture::usage() const { return impl_ ? impl_->desc.usage : TextureUsage::None; }
bool Texture::isValid() const { return impl_ && impl_->valid; }
bool TextureView::isValid() const { return impl_ && impl_->valid; }

Sampler Device::createSampler(const SamplerDescriptor& d) {
  if (!impl_) return {};
  auto s = make_object<SamplerImpl>(impl_, d.label);
  s->desc = d;
  std::string why = impl_->lost ? "lost device" : check_sampler(d);
  if (!why.empty()) {
    s->valid = false;
    impl_->validation(why, impl_->name() + ".CreateSampler(" + object_name("SamplerDescriptor", d.label) + ")");
  }
  return Sampler(s);
}

bool Sampler::isValid() const { return impl_ && impl_->valid; }

}  // namespace wgx::gpu
