// Texel values of clear colors and depth values (texel_values.h).
#include "api/texel_values.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string_view>

#include "api/texture_format.h"
#include "base/half.h"

namespace wgx::gpu {
namespace {

enum class Channel { Unorm, Snorm, Uint, Sint, Float };

// How a plain color format stores its components: their kind and bits (8, 16, 32), from its name.
struct Layout {
  Channel channel = Channel::Float;
  uint32_t bits = 32;
};

Layout layout_of(TextureFormat f) {
  std::string_view n = format_info(f).name;
  Layout l;
  l.bits = n.find("32") != std::string_view::npos ? 32 : n.find("16") != std::string_view::npos ? 16 : 8;
  if (n.find("unorm") != std::string_view::npos)
    l.channel = Channel::Unorm;
  else if (n.find("snorm") != std::string_view::npos)
    l.channel = Channel::Snorm;
  else if (n.find("uint") != std::string_view::npos)
    l.channel = Channel::Uint;
  else if (n.find("sint") != std::string_view::npos)
    l.channel = Channel::Sint;
  return l;
}

double srgb_encode(double v) {
  v = std::clamp(v, 0.0, 1.0);
  return v <= 0.0031308 ? v * 12.92 : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
}

uint64_t unorm(double v, uint32_t bits) {
  double max = std::ldexp(1.0, bits) - 1;
  return static_cast<uint64_t>(std::nearbyint(std::clamp(v, 0.0, 1.0) * max));
}

// An unsigned float of `mantissa` bits and a 5-bit exponent (rg11b10ufloat's components).
uint32_t small_ufloat(double v, int mantissa) {
  if (std::isnan(v)) return (31u << mantissa) | 1u;
  if (v <= 0) return 0;
  float f = static_cast<float>(v);
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  int exponent = static_cast<int>((bits >> 23) & 0xff) - 127 + 15;
  if (exponent >= 31) return 31u << mantissa;  // infinity
  if (exponent <= 0) {                         // a denormal of the small format
    double scaled = v * std::ldexp(1.0, 14 + mantissa);
    return static_cast<uint32_t>(std::min(std::nearbyint(scaled), std::ldexp(1.0, mantissa) - 1));
  }
  uint32_t m = bits & 0x7fffff;
  uint32_t rounded = ((static_cast<uint32_t>(exponent) << 23) | m) + (1u << (22 - mantissa));
  return std::min(rounded >> (23 - mantissa), (31u << mantissa) - 1);
}

void put(std::vector<uint8_t>& out, uint64_t value, uint32_t bytes) {
  for (uint32_t i = 0; i < bytes; i++) out.push_back(static_cast<uint8_t>(value >> (8 * i)));
}

uint64_t component(const Layout& l, double v, bool srgb) {
  switch (l.channel) {
    case Channel::Unorm:
      return unorm(srgb ? srgb_encode(v) : v, l.bits);
    case Channel::Snorm: {
      double max = std::ldexp(1.0, l.bits - 1) - 1;
      auto s = static_cast<int64_t>(std::nearbyint(std::clamp(v, -1.0, 1.0) * max));
      return static_cast<uint64_t>(s) & ((uint64_t(1) << l.bits) - 1);
    }
    case Channel::Uint:
      return static_cast<uint64_t>(std::clamp(std::trunc(v), 0.0, std::ldexp(1.0, l.bits) - 1));
    case Channel::Sint: {
      double half = std::ldexp(1.0, l.bits - 1);
      auto s = static_cast<int64_t>(std::clamp(std::trunc(v), -half, half - 1));
      return static_cast<uint64_t>(s) & (l.bits == 32 ? 0xffffffffull : ((uint64_t(1) << l.bits) - 1));
    }
    case Channel::Float:
      if (l.bits == 16) return half_from_double(v);
      float f = static_cast<float>(v);
      uint32_t bits;
      std::memcpy(&bits, &f, 4);
      return bits;
  }
  return 0;
}

}  // namespace

std::string check_clear_color(TextureFormat format, const Color& color) {
  Channel c = layout_of(format).channel;
  if (c != Channel::Uint && c != Channel::Sint) return "";
  double low = c == Channel::Uint ? 0 : -2147483648.0, high = c == Channel::Uint ? 4294967295.0 : 2147483647.0;
  for (double v : {color.r, color.g, color.b, color.a})
    if (!std::isfinite(v) || std::trunc(v) < low || std::trunc(v) > high)
      return "The clear value component " + std::to_string(v) + " is not representable as " +
             (c == Channel::Uint ? "u32" : "i32") + " for the format " + format_string(format) + ".";
  return "";
}

std::vector<uint8_t> color_texel(TextureFormat format, const Color& color) {
  std::vector<uint8_t> out;
  std::string_view name = format_info(format).name;
  double v[4] = {color.r, color.g, color.b, color.a};
  if (name == "rgb10a2unorm" || name == "rgb10a2uint") {
    bool norm = name == "rgb10a2unorm";
    auto c = [&](int i, uint32_t bits) {
      return norm ? unorm(v[i], bits)
                  : static_cast<uint64_t>(std::clamp(std::trunc(v[i]), 0.0, std::ldexp(1.0, bits) - 1));
    };
    put(out, c(0, 10) | c(1, 10) << 10 | c(2, 10) << 20 | c(3, 2) << 30, 4);
    return out;
  }
  if (name == "rg11b10ufloat") {
    put(out, small_ufloat(v[0], 6) | small_ufloat(v[1], 6) << 11 | uint64_t{small_ufloat(v[2], 5)} << 22, 4);
    return out;
  }
  if (name.substr(0, 4) == "bgra") std::swap(v[0], v[2]);
  Layout l = layout_of(format);
  bool srgb = name.ends_with("-srgb");
  uint32_t n = format_components(format);
  for (uint32_t i = 0; i < n; i++) put(out, component(l, v[i], srgb && i < 3), l.bits / 8);
  return out;
}

std::vector<uint8_t> depth_texel(TextureFormat format, float depth) {
  std::vector<uint8_t> out;
  if (format == TextureFormat::Depth16Unorm) {
    put(out, unorm(depth, 16), 2);
    return out;
  }
  uint32_t bits;
  std::memcpy(&bits, &depth, 4);
  put(out, bits, 4);
  return out;
}

}  // namespace wgx::gpu
