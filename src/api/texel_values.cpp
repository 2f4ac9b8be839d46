// Texel values of clear colors and depth values (texel_values.h): the color or depth as a shader
// value of the format's channel type, written by the one texel conversion (exec/texel_format.h).
#include "api/texel_values.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "api/texture_format.h"
#include "exec/texel_format.h"

namespace wgx::gpu {
namespace {

// The same enumerators in the same order (both come from texture_formats.def).
static_assert(static_cast<uint32_t>(TextureFormat::Rgb9e5Ufloat) ==
              static_cast<uint32_t>(exec::TexelFormat::Rgb9e5Ufloat));
static_assert(static_cast<uint32_t>(TextureFormat::Astc12x12UnormSrgb) ==
              static_cast<uint32_t>(exec::TexelFormat::Astc12x12UnormSrgb));
exec::TexelFormat texel_format(TextureFormat f) { return static_cast<exec::TexelFormat>(f); }

std::vector<uint8_t> encoded(TextureFormat format, const exec::TexelValue& value) {
  std::vector<uint8_t> out(exec::texel_layout(texel_format(format)).bytes);
  exec::encode_texel(texel_format(format), value, out.data());
  return out;
}

}  // namespace

std::string check_clear_color(TextureFormat format, const Color& color) {
  exec::TexelChannel c = exec::texel_channel(texel_format(format));
  if (c == exec::TexelChannel::Float) return "";
  bool uint = c == exec::TexelChannel::Uint;
  double low = uint ? 0 : -2147483648.0, high = uint ? 4294967295.0 : 2147483647.0;
  for (double v : {color.r, color.g, color.b, color.a})
    if (!std::isfinite(v) || std::trunc(v) < low || std::trunc(v) > high)
      return "The clear value component " + std::to_string(v) + " is not representable as " + (uint ? "u32" : "i32") +
             " for the format " + format_string(format) + ".";
  return "";
}

// A clear value of a unorm or snorm format rounded to the format's step in double precision, as
// the value is given (0.3 of rgba8unorm is 76.4999... steps: 76; rounding 0.3 as f32 gives 77).
double normalized_clear(TextureFormat format, double v) {
  const exec::TexelLayout& l = exec::texel_layout(texel_format(format));
  bool unorm = l.encoding == exec::TexelEncoding::Unorm || l.encoding == exec::TexelEncoding::BgraUnorm;
  bool snorm = l.encoding == exec::TexelEncoding::Snorm;
  if ((!unorm && !snorm) || l.bits == 0 || l.bits > 16 || std::isnan(v)) return v;
  double steps = unorm ? (1 << l.bits) - 1 : (1 << (l.bits - 1)) - 1;
  return std::nearbyint(std::clamp(v, unorm ? 0.0 : -1.0, 1.0) * steps) / steps;
}

std::vector<uint8_t> color_texel(TextureFormat format, const Color& color) {
  exec::TexelChannel c = exec::texel_channel(texel_format(format));
  double v[4] = {color.r, color.g, color.b, color.a};
  exec::TexelValue value;
  for (int i = 0; i < 4; i++) {
    // Integer clear values are checked to be u32 or i32 after truncation (check_clear_color).
    if (c == exec::TexelChannel::Float)
      value.w[i] = std::bit_cast<uint32_t>(static_cast<float>(normalized_clear(format, v[i])));
    else if (c == exec::TexelChannel::Uint)
      value.w[i] = static_cast<uint32_t>(std::trunc(v[i]));
    else
      value.w[i] = static_cast<uint32_t>(static_cast<int32_t>(std::trunc(v[i])));
  }
  return encoded(format, value);
}

std::vector<uint8_t> depth_texel(TextureFormat format, float depth) {
  exec::TexelValue value;
  value.w[0] = std::bit_cast<uint32_t>(depth);
  return encoded(aspect_format(format, TextureAspect::DepthOnly), value);
}

std::vector<uint8_t> texel_from_numbers(TextureFormat format, const double value[4]) {
  std::vector<uint8_t> out(texel_bytes(format));
  if (!out.empty()) exec::encode_texel_numbers(texel_format(format), value, out.data());
  return out;
}

void texel_to_numbers(TextureFormat format, const uint8_t* bytes, double value[4]) {
  exec::decode_texel_numbers(texel_format(format), bytes, value);
}

uint32_t texel_bytes(TextureFormat format) { return exec::texel_layout(texel_format(format)).bytes; }

}  // namespace wgx::gpu
