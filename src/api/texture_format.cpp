// The texture format table (include/wgx/texture_formats.def) and the questions the API asks it.
#include "api/texture_format.h"

#include <array>
#include <string_view>

#include "exec/texel_format.h"

namespace wgx::gpu {
namespace {

constexpr FormatInfo kUndefined{"undefined",
                                "",
                                SampleClass::Float,
                                FormatAspects::Color,
                                0,
                                1,
                                1,
                                FormatCap::No,
                                FormatCap::No,
                                FormatCap::No,
                                FormatCap::No,
                                FormatCap::No};

#define WGX_TEXTURE_FORMAT(Enum, name, feature, sample, aspects, bytes, bw, bh, render, ms, sw, sr, srw, ...) \
  FormatInfo{name, feature,           SampleClass::sample, FormatAspects::aspects, bytes,         bw,         \
             bh,   FormatCap::render, FormatCap::ms,       FormatCap::sw,          FormatCap::sr, FormatCap::srw},
constexpr FormatInfo kFormats[] = {
    kUndefined,
#include "wgx/texture_formats.def"
};
#undef WGX_TEXTURE_FORMAT

constexpr size_t kFormatCount = sizeof(kFormats) / sizeof(kFormats[0]);

struct ColorTargetRow {
  TextureFormat format;
  ColorTargetInfo info;
};
#define WGX_COLOR_TARGET(Enum, blend, resolve, cost, align) \
  ColorTargetRow{TextureFormat::Enum, {FormatCap::blend, FormatCap::resolve, cost, align}},
constexpr ColorTargetRow kColorTargets[] = {
#include "api/color_target_formats.def"
};
#undef WGX_COLOR_TARGET

}  // namespace

const ColorTargetInfo* color_target_info(TextureFormat format) {
  for (const ColorTargetRow& r : kColorTargets)
    if (r.format == format) return &r.info;
  return nullptr;
}

bool color_renderable(TextureFormat format, const FeatureSet& features) {
  return color_target_info(format) && format_available(format, features) &&
         cap_enabled(format_info(format).render, features);
}

uint32_t format_components(TextureFormat format) {
  return exec::texel_layout(static_cast<exec::TexelFormat>(format)).components;
}

const FormatInfo& format_info(TextureFormat format) {
  size_t i = static_cast<size_t>(format);
  return i < kFormatCount ? kFormats[i] : kUndefined;
}

std::string_view textureFormatName(TextureFormat format) { return format_info(format).name; }

std::optional<TextureFormat> textureFormatByName(std::string_view name) {
  for (size_t i = 1; i < kFormatCount; i++)
    if (name == kFormats[i].name) return static_cast<TextureFormat>(i);
  return std::nullopt;
}

bool cap_enabled(FormatCap cap, const FeatureSet& features) {
  switch (cap) {
    case FormatCap::No:
      return false;
    case FormatCap::Yes:
      return true;
    case FormatCap::Tier1:
      return features.count("texture-formats-tier1") || features.count("texture-formats-tier2");
    case FormatCap::Tier2:
      return features.count("texture-formats-tier2") > 0;
    case FormatCap::Bgra8Storage:
      return features.count("bgra8unorm-storage") > 0;
    case FormatCap::Rg11b10Render:
      return features.count("rg11b10ufloat-renderable") > 0 || features.count("texture-formats-tier1") > 0;
    case FormatCap::Float32Blendable:
      return features.count("float32-blendable") > 0;
  }
  return false;
}

bool format_available(TextureFormat format, const FeatureSet& features) {
  if (format == TextureFormat::Undefined) return false;
  std::string_view feature = format_info(format).feature;
  if (feature.empty()) return true;
  // texture-formats-tier2 includes tier1.
  if (feature == "texture-formats-tier1" && features.count("texture-formats-tier2")) return true;
  return features.count(std::string(feature)) > 0;
}

bool is_compressed(TextureFormat format) { return format_info(format).block_width > 1; }

bool is_depth_or_stencil(TextureFormat format) { return format_info(format).aspects != FormatAspects::Color; }

bool has_aspect(TextureFormat format, TextureAspect aspect) {
  FormatAspects a = format_info(format).aspects;
  switch (aspect) {
    case TextureAspect::All:
      return true;
    case TextureAspect::DepthOnly:
      return a == FormatAspects::Depth || a == FormatAspects::DepthStencil;
    case TextureAspect::StencilOnly:
      return a == FormatAspects::Stencil || a == FormatAspects::DepthStencil;
  }
  return false;
}

TextureFormat aspect_format(TextureFormat format, TextureAspect aspect) {
  if (aspect == TextureAspect::All) return format;
  if (!has_aspect(format, aspect)) return TextureFormat::Undefined;
  if (aspect == TextureAspect::StencilOnly) return TextureFormat::Stencil8;
  switch (format) {
    case TextureFormat::Depth24PlusStencil8:
      return TextureFormat::Depth24Plus;
    case TextureFormat::Depth32FloatStencil8:
      return TextureFormat::Depth32Float;
    default:
      return format;
  }
}

bool storage_capable(TextureFormat format, StorageTextureAccess access, const FeatureSet& features) {
  const FormatInfo& f = format_info(format);
  switch (access) {
    case StorageTextureAccess::WriteOnly:
      return cap_enabled(f.storage_write, features);
    case StorageTextureAccess::ReadOnly:
      return cap_enabled(f.storage_read, features);
    case StorageTextureAccess::ReadWrite:
      return cap_enabled(f.storage_read_write, features);
  }
  return false;
}

bool storage_capable_any(TextureFormat format, const FeatureSet& features) {
  return storage_capable(format, StorageTextureAccess::WriteOnly, features) ||
         storage_capable(format, StorageTextureAccess::ReadOnly, features) ||
         storage_capable(format, StorageTextureAccess::ReadWrite, features);
}

bool sample_type_allowed(TextureFormat format, TextureSampleType type, const FeatureSet& features) {
  switch (format_info(format).sample) {
    case SampleClass::Float:
      return type == TextureSampleType::Float || type == TextureSampleType::UnfilterableFloat;
    case SampleClass::Unfilterable:
      return type == TextureSampleType::UnfilterableFloat;
    case SampleClass::Float32:
      return type == TextureSampleType::UnfilterableFloat ||
             (type == TextureSampleType::Float && features.count("float32-filterable"));
    case SampleClass::Uint:
    case SampleClass::Stencil:
      return type == TextureSampleType::Uint;
    case SampleClass::Sint:
      return type == TextureSampleType::Sint;
    case SampleClass::Depth:
      return type == TextureSampleType::Depth || type == TextureSampleType::UnfilterableFloat;
    case SampleClass::DepthStencil:
      return false;  // a view of both aspects binds nowhere; its aspect views do
  }
  return false;
}

bool view_format_compatible(TextureFormat a, TextureFormat b) {
  if (a == b) return true;
  std::string_view x = format_info(a).name, y = format_info(b).name;
  constexpr std::string_view kSrgb = "-srgb";
  auto strip = [&](std::string_view s) { return s.ends_with(kSrgb) ? s.substr(0, s.size() - kSrgb.size()) : s; };
  return x != y && strip(x) == strip(y) && (x.ends_with(kSrgb) != y.ends_with(kSrgb));
}

std::string format_string(TextureFormat format) { return std::string("\"") + format_info(format).name + "\""; }

const char* dimension_string(TextureViewDimension d) {
  switch (d) {
    case TextureViewDimension::Undefined:
      return "undefined";
    case TextureViewDimension::D1:
      return "1d";
    case TextureViewDimension::D2:
      return "2d";
    case TextureViewDimension::D2Array:
      return "2d-array";
    case TextureViewDimension::Cube:
      return "cube";
    case TextureViewDimension::CubeArray:
      return "cube-array";
    case TextureViewDimension::D3:
      return "3d";
  }
  return "undefined";
}

const char* dimension_string(TextureDimension d) {
  switch (d) {
    case TextureDimension::D1:
      return "1d";
    case TextureDimension::D2:
      return "2d";
    case TextureDimension::D3:
      return "3d";
  }
  return "2d";
}

std::string texture_usage_string(TextureUsageFlags usage) {
  static constexpr std::array<std::pair<TextureUsageFlags, const char*>, 5> kNames{{
      {TextureUsage::CopySrc, "CopySrc"},
      {TextureUsage::CopyDst, "CopyDst"},
      {TextureUsage::TextureBinding, "TextureBinding"},
      {TextureUsage::StorageBinding, "StorageBinding"},
      {TextureUsage::RenderAttachment, "RenderAttachment"},
  }};
  std::string names;
  for (const auto& [bit, name] : kNames)
    if (usage & bit) names += (names.empty() ? "" : "|") + std::string(name);
  if (names.empty()) return "TextureUsage::None";
  return names.find('|') == std::string::npos ? "TextureUsage::" + names : "TextureUsage::(" + names + ")";
}

}  // namespace wgx::gpu
