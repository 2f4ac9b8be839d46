// Textures as a run binds them, for callers above the executors (`wgx run`): storage for every
// mip level (each level's array layers or depth slices one after another, as the executors read
// them), texels written and read as numbers through the format's own conversions
// (exec/texel_format.h), and the executors' binding over that storage.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "exec/executor.h"
#include "exec/texel_format.h"

namespace wgx::program {

// The format a WebGPU name gives ("rgba8unorm"), or Undefined; and the name of a format.
exec::TexelFormat texel_format_named(std::string_view name);
std::string_view texel_format_name(exec::TexelFormat format);

struct TextureShape {
  uint32_t width = 1, height = 1;
  uint32_t depth = 1;   // slices of a 3D texture (1 otherwise)
  uint32_t layers = 1;  // array layers (6 per cube)
  uint32_t levels = 1;
};

class TextureData {
 public:
  // Storage for `shape` in `format`, zeroed; false (`error` naming why) for a format with no
  // single-plane texel the executors read, an empty size, more mip levels than the size has, or
  // more than `max_bytes` in all.
  static bool make(exec::TexelFormat format, const TextureShape& shape, uint64_t max_bytes, TextureData* out,
                   std::string* error);

  exec::TexelFormat format() const { return format_; }
  const TextureShape& shape() const { return shape_; }
  uint32_t width(uint32_t level) const;
  uint32_t height(uint32_t level) const;
  uint32_t depth(uint32_t level) const;  // slices at this level (1 unless 3D)
  // Layers or slices at `level`: what the third coordinate of read/write counts.
  uint32_t images(uint32_t level) const { return shape_.depth > 1 ? depth(level) : shape_.layers; }
  // The channel kind of the format's shader values and how many channels it has.
  exec::TexelChannel channel() const { return exec::texel_channel(format_); }
  uint32_t components() const { return exec::texel_layout(format_).components; }

  // A texel as four numbers: floats for float formats (unorm, snorm, sRGB in linear values,
  // float), integers for the integer formats. Writing converts as the format's store rules do
  // (clamping, rounding, saturating); missing channels are ignored on write, and read back as WGSL
  // fills them (0, 0, 1).
  void write(uint32_t level, uint32_t x, uint32_t y, uint32_t image, const double value[4]);
  void read(uint32_t level, uint32_t x, uint32_t y, uint32_t image, double value[4]) const;

  // The executors' view of all of it (pointers into this object: it must outlive the run).
  exec::TextureBinding binding(int64_t group, int64_t binding) const;

  // The bytes of every level (for saving and restoring around repeated runs).
  std::vector<std::vector<uint8_t>> levels;

 private:
  uint8_t* texel(uint32_t level, uint32_t x, uint32_t y, uint32_t image);
  const uint8_t* texel(uint32_t level, uint32_t x, uint32_t y, uint32_t image) const;
  exec::TexelFormat format_ = exec::TexelFormat::Undefined;
  TextureShape shape_;
  uint32_t texel_bytes_ = 0;
};

}  // namespace wgx::program
