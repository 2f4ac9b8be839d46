// Textures as a run binds them (texture_data.h).
#include "program/texture_data.h"

#include <algorithm>
#include <bit>

namespace wgx::program {
namespace {

struct NamedFormat {
  std::string_view name;
  exec::TexelFormat format;
};

constexpr NamedFormat kFormats[] = {
#define WGX_TEXTURE_FORMAT(Enum, Name, ...) {Name, exec::TexelFormat::Enum},
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
};

uint32_t mip(uint32_t size, uint32_t level) { return std::max(1u, size >> level); }

}  // namespace

exec::TexelFormat texel_format_named(std::string_view name) { return exec::texel_format_named(name); }

std::string_view texel_format_name(exec::TexelFormat format) {
  for (const NamedFormat& f : kFormats)
    if (f.format == format) return f.name;
  return "undefined";
}

bool TextureData::make(exec::TexelFormat format, const TextureShape& shape, uint64_t max_bytes, TextureData* out,
                       std::string* error) {
  const exec::TexelLayout& layout = exec::texel_layout(format);
  if (layout.bytes == 0) {
    *error = "the format " + std::string(texel_format_name(format)) + " has no texel a shader reads or writes";
    return false;
  }
  if (shape.width == 0 || shape.height == 0 || shape.depth == 0 || shape.layers == 0) {
    *error = "a texture needs a size of at least 1 in every dimension";
    return false;
  }
  uint32_t largest = std::max({shape.width, shape.height, shape.depth});
  uint32_t max_levels = static_cast<uint32_t>(std::bit_width(largest));
  if (shape.levels == 0 || shape.levels > max_levels) {
    *error = "a texture of this size has 1 to " + std::to_string(max_levels) + " mip levels, not " +
             std::to_string(shape.levels);
    return false;
  }
  uint64_t total = 0;
  for (uint32_t l = 0; l < shape.levels; l++)
    total += uint64_t{mip(shape.width, l)} * mip(shape.height, l) * mip(shape.depth, l) * shape.layers * layout.bytes;
  if (total > max_bytes) {
    *error = "the texture takes " + std::to_string(total) + " bytes, more than the " + std::to_string(max_bytes) +
             " allowed";
    return false;
  }
  out->format_ = format;
  out->shape_ = shape;
  out->texel_bytes_ = layout.bytes;
  out->levels.clear();
  for (uint32_t l = 0; l < shape.levels; l++)
    out->levels.emplace_back(size_t{mip(shape.width, l)} * mip(shape.height, l) * mip(shape.depth, l) * shape.layers *
                             layout.bytes);
  return true;
}

uint32_t TextureData::width(uint32_t level) const { return mip(shape_.width, level); }
uint32_t TextureData::height(uint32_t level) const { return mip(shape_.height, level); }
uint32_t TextureData::depth(uint32_t level) const { return mip(shape_.depth, level); }

const uint8_t* TextureData::texel(uint32_t level, uint32_t x, uint32_t y, uint32_t image) const {
  size_t w = width(level), h = height(level);
  return levels[level].data() + ((size_t{image} * h + y) * w + x) * texel_bytes_;
}

uint8_t* TextureData::texel(uint32_t level, uint32_t x, uint32_t y, uint32_t image) {
  return const_cast<uint8_t*>(static_cast<const TextureData*>(this)->texel(level, x, y, image));
}

void TextureData::write(uint32_t level, uint32_t x, uint32_t y, uint32_t image, const double value[4]) {
  exec::encode_texel_numbers(format_, value, texel(level, x, y, image));
}

void TextureData::read(uint32_t level, uint32_t x, uint32_t y, uint32_t image, double value[4]) const {
  exec::decode_texel_numbers(format_, texel(level, x, y, image), value);
}

exec::TextureBinding TextureData::binding(int64_t group, int64_t binding) const {
  exec::TextureBinding b;
  b.group = group;
  b.binding = binding;
  b.format = format_;
  b.layers = shape_.layers;
  for (uint32_t l = 0; l < shape_.levels; l++)
    b.levels.push_back({const_cast<uint8_t*>(levels[l].data()), width(l), height(l), depth(l)});
  return b;
}

}  // namespace wgx::program
