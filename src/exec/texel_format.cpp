// Texel conversions (texel_format.h): WGSL's channel transfer functions and their inverses, per
// encoding of the format table.
#include "exec/texel_format.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <iterator>

#include "base/half.h"

namespace wgx::exec {
namespace {

constexpr uint8_t texel_bytes(TexelEncoding e, int components, int bits) {
  switch (e) {
    case TexelEncoding::None:
      return 0;
    case TexelEncoding::Rgb10a2Unorm:
    case TexelEncoding::Rgb10a2Uint:
    case TexelEncoding::Rg11b10Ufloat:
    case TexelEncoding::Rgb9e5Ufloat:
      return 4;
    default:
      return static_cast<uint8_t>(components * bits / 8);
  }
}

#define WGX_TEXTURE_FORMAT(Enum, name, feature, sample, aspects, bytes, bw, bh, render, ms, sw, sr, srw, texel, \
                           components, bits)                                                                    \
  TexelLayout{TexelEncoding::texel, components, bits, texel_bytes(TexelEncoding::texel, components, bits)},
constexpr TexelLayout kLayouts[] = {
    TexelLayout{},
#include "wgx/texture_formats.def"
};
#undef WGX_TEXTURE_FORMAT

uint32_t word(float f) { return std::bit_cast<uint32_t>(f); }
float as_float(uint32_t w) { return std::bit_cast<float>(w); }

uint64_t read_bits(const uint8_t* p, uint32_t bytes) {
  uint64_t v = 0;
  for (uint32_t i = 0; i < bytes; i++) v |= uint64_t{p[i]} << (8 * i);
  return v;
}

void write_bits(uint8_t* p, uint64_t v, uint32_t bytes) {
  for (uint32_t i = 0; i < bytes; i++) p[i] = static_cast<uint8_t>(v >> (8 * i));
}

uint64_t low_mask(uint32_t bits) { return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1; }

// ---- channel transfer functions (memory -> shader value) ----

float unorm_to_float(uint64_t v, uint32_t bits) {
  return static_cast<float>(static_cast<double>(v) / static_cast<double>(low_mask(bits)));
}

float snorm_to_float(uint64_t v, uint32_t bits) {
  int64_t s = static_cast<int64_t>(v << (64 - bits)) >> (64 - bits);  // sign-extended
  double max = static_cast<double>(low_mask(bits - 1));
  return static_cast<float>(std::max(static_cast<double>(s) / max, -1.0));
}

uint32_t sint_word(uint64_t v, uint32_t bits) {
  return static_cast<uint32_t>(static_cast<int64_t>(v << (64 - bits)) >> (64 - bits));
}

// An unsigned float of a 5-bit exponent (bias 15) and `mantissa` bits (rg11b10ufloat).
float small_ufloat_to_float(uint32_t v, int mantissa) {
  uint32_t e = v >> mantissa, m = v & ((1u << mantissa) - 1);
  if (e == 31) return m ? NAN : INFINITY;
  if (e == 0) return static_cast<float>(std::ldexp(static_cast<double>(m), -14 - mantissa));
  return static_cast<float>(std::ldexp(1.0 + std::ldexp(static_cast<double>(m), -mantissa), static_cast<int>(e) - 15));
}

// ---- inverse channel transfer functions (shader value -> memory) ----

uint64_t float_to_unorm(float f, uint32_t bits) {
  double v = std::isnan(f) ? 0.0 : std::clamp(static_cast<double>(f), 0.0, 1.0);
  return static_cast<uint64_t>(std::nearbyint(v * static_cast<double>(low_mask(bits))));
}

uint64_t float_to_snorm(float f, uint32_t bits) {
  double v = std::isnan(f) ? 0.0 : std::clamp(static_cast<double>(f), -1.0, 1.0);
  auto s = static_cast<int64_t>(std::nearbyint(v * static_cast<double>(low_mask(bits - 1))));
  return static_cast<uint64_t>(s) & low_mask(bits);
}

uint64_t saturate_uint(uint32_t w, uint32_t bits) { return std::min<uint64_t>(w, low_mask(bits)); }

uint64_t saturate_sint(uint32_t w, uint32_t bits) {
  int64_t s = static_cast<int32_t>(w);
  int64_t max = static_cast<int64_t>(low_mask(bits - 1));
  return static_cast<uint64_t>(std::clamp(s, -max - 1, max)) & low_mask(bits);
}

// max(0, T) as an unsigned float of `mantissa` bits and a 5-bit exponent: the f32 mantissa
// rounded to nearest; past the largest finite value: infinity; NaN stays NaN.
uint32_t float_to_small_ufloat(float f, int mantissa) {
  if (std::isnan(f)) return (31u << mantissa) | 1u;
  if (!(f > 0)) return 0;
  uint32_t bits = word(f);
  int exponent = static_cast<int>((bits >> 23) & 0xff) - 127 + 15;
  if (exponent >= 31) return 31u << mantissa;
  if (exponent <= 0) {  // a denormal of the small format
    double scaled = std::ldexp(static_cast<double>(f), 14 + mantissa);
    return static_cast<uint32_t>(std::min(std::nearbyint(scaled), std::ldexp(1.0, mantissa)));
  }
  uint32_t rounded = ((static_cast<uint32_t>(exponent) << 23) | (bits & 0x7fffff)) + (1u << (22 - mantissa));
  return std::min(rounded >> (23 - mantissa), (31u << mantissa) - 1);  // rounding up stays finite
}

// rgb9e5ufloat: the shared exponent of the largest component (EXT_texture_shared_exponent's
// algorithm, as WebGPU's packed-format rules refer to it).
uint32_t encode_rgb9e5(const float c[3]) {
  constexpr int kMantissa = 9, kBias = 15, kMaxExp = 31;
  const double max_value = (511.0 / 512.0) * std::ldexp(1.0, kMaxExp - kBias);
  double v[3];
  for (int i = 0; i < 3; i++) v[i] = std::isnan(c[i]) ? 0.0 : std::clamp(static_cast<double>(c[i]), 0.0, max_value);
  double largest = std::max({v[0], v[1], v[2]});
  int exp = largest > 0 ? std::max(-kBias - 1, static_cast<int>(std::floor(std::log2(largest)))) + 1 + kBias : 0;
  double largest_m = std::floor(largest / std::ldexp(1.0, exp - kBias - kMantissa) + 0.5);
  if (largest_m >= 512) exp++;
  uint32_t out = static_cast<uint32_t>(exp) << 27;
  for (int i = 0; i < 3; i++) {
    auto m = static_cast<uint32_t>(std::floor(v[i] / std::ldexp(1.0, exp - kBias - kMantissa) + 0.5));
    out |= std::min(m, 511u) << (9 * i);
  }
  return out;
}

TexelValue decode_plain(const TexelLayout& l, const uint8_t* bytes) {
  TexelValue out;
  out.w[3] = l.encoding == TexelEncoding::Uint || l.encoding == TexelEncoding::Sint ? 1u : word(1.0f);
  uint32_t size = l.bits / 8;
  for (uint32_t i = 0; i < l.components; i++) {
    uint64_t v = read_bits(bytes + i * size, size);
    switch (l.encoding) {
      case TexelEncoding::Unorm:
        out.w[i] = word(unorm_to_float(v, l.bits));
        break;
      case TexelEncoding::UnormSrgb:
        out.w[i] = word(i < 3 ? srgb_to_linear(unorm_to_float(v, l.bits)) : unorm_to_float(v, l.bits));
        break;
      case TexelEncoding::Snorm:
        out.w[i] = word(snorm_to_float(v, l.bits));
        break;
      case TexelEncoding::Uint:
        out.w[i] = static_cast<uint32_t>(v);
        break;
      case TexelEncoding::Sint:
        out.w[i] = sint_word(v, l.bits);
        break;
      case TexelEncoding::Float:
        out.w[i] = l.bits == 16 ? word(half_to_float(static_cast<uint16_t>(v))) : static_cast<uint32_t>(v);
        break;
      default:
        break;
    }
  }
  return out;
}

void encode_plain(const TexelLayout& l, const TexelValue& value, uint8_t* bytes) {
  uint32_t size = l.bits / 8;
  for (uint32_t i = 0; i < l.components; i++) {
    uint32_t w = value.w[i];
    uint64_t v = 0;
    switch (l.encoding) {
      case TexelEncoding::Unorm:
        v = float_to_unorm(as_float(w), l.bits);
        break;
      case TexelEncoding::UnormSrgb:
        v = float_to_unorm(i < 3 ? linear_to_srgb(as_float(w)) : as_float(w), l.bits);
        break;
      case TexelEncoding::Snorm:
        v = float_to_snorm(as_float(w), l.bits);
        break;
      case TexelEncoding::Uint:
        v = saturate_uint(w, l.bits);
        break;
      case TexelEncoding::Sint:
        v = saturate_sint(w, l.bits);
        break;
      case TexelEncoding::Float:
        v = l.bits == 16 ? half_from_float(as_float(w)) : w;
        break;
      default:
        break;
    }
    write_bits(bytes + i * size, v, size);
  }
}

// bgra formats hold the shader's r, g, b, a in the order b, g, r, a.
TexelValue swap_red_blue(TexelValue v) {
  std::swap(v.w[0], v.w[2]);
  return v;
}

TexelLayout rgba8(TexelEncoding e) { return TexelLayout{e, 4, 8, 4}; }

}  // namespace

const TexelLayout& texel_layout(TexelFormat format) {
  auto i = static_cast<size_t>(format);
  return i < std::size(kLayouts) ? kLayouts[i] : kLayouts[0];
}

TexelChannel texel_channel(TexelFormat format) {
  switch (texel_layout(format).encoding) {
    case TexelEncoding::Uint:
    case TexelEncoding::Rgb10a2Uint:
      return TexelChannel::Uint;
    case TexelEncoding::Sint:
      return TexelChannel::Sint;
    default:
      return TexelChannel::Float;
  }
}

float srgb_to_linear(float encoded) {
  double c = encoded;
  return static_cast<float>(c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4));
}

float linear_to_srgb(float linear) {
  double v = std::isnan(linear) ? 0.0 : std::clamp(static_cast<double>(linear), 0.0, 1.0);
  return static_cast<float>(v <= 0.0031308 ? v * 12.92 : 1.055 * std::pow(v, 1 / 2.4) - 0.055);
}

TexelValue decode_texel(TexelFormat format, const uint8_t* bytes) {
  const TexelLayout& l = texel_layout(format);
  switch (l.encoding) {
    case TexelEncoding::None:
      return TexelValue{};
    case TexelEncoding::BgraUnorm:
      return swap_red_blue(decode_plain(rgba8(TexelEncoding::Unorm), bytes));
    case TexelEncoding::BgraUnormSrgb:
      return swap_red_blue(decode_plain(rgba8(TexelEncoding::UnormSrgb), bytes));
    case TexelEncoding::Rgb10a2Unorm:
    case TexelEncoding::Rgb10a2Uint: {
      auto v = static_cast<uint32_t>(read_bits(bytes, 4));
      uint32_t c[4] = {v & 0x3ff, (v >> 10) & 0x3ff, (v >> 20) & 0x3ff, v >> 30};
      TexelValue out;
      bool norm = l.encoding == TexelEncoding::Rgb10a2Unorm;
      for (int i = 0; i < 4; i++) out.w[i] = norm ? word(unorm_to_float(c[i], i < 3 ? 10 : 2)) : c[i];
      return out;
    }
    case TexelEncoding::Rg11b10Ufloat: {
      auto v = static_cast<uint32_t>(read_bits(bytes, 4));
      return TexelValue{{word(small_ufloat_to_float(v & 0x7ff, 6)), word(small_ufloat_to_float((v >> 11) & 0x7ff, 6)),
                         word(small_ufloat_to_float(v >> 22, 5)), word(1.0f)}};
    }
    case TexelEncoding::Rgb9e5Ufloat: {
      auto v = static_cast<uint32_t>(read_bits(bytes, 4));
      int exp = static_cast<int>(v >> 27) - 15 - 9;
      TexelValue out;
      for (int i = 0; i < 3; i++) out.w[i] = word(static_cast<float>(std::ldexp((v >> (9 * i)) & 0x1ff, exp)));
      out.w[3] = word(1.0f);
      return out;
    }
    default:
      return decode_plain(l, bytes);
  }
}

void encode_texel(TexelFormat format, const TexelValue& value, uint8_t* bytes) {
  const TexelLayout& l = texel_layout(format);
  switch (l.encoding) {
    case TexelEncoding::None:
      return;
    case TexelEncoding::BgraUnorm:
      return encode_plain(rgba8(TexelEncoding::Unorm), swap_red_blue(value), bytes);
    case TexelEncoding::BgraUnormSrgb:
      return encode_plain(rgba8(TexelEncoding::UnormSrgb), swap_red_blue(value), bytes);
    case TexelEncoding::Rgb10a2Unorm:
    case TexelEncoding::Rgb10a2Uint: {
      bool norm = l.encoding == TexelEncoding::Rgb10a2Unorm;
      uint64_t packed = 0;
      for (int i = 0; i < 4; i++) {
        uint32_t bits = i < 3 ? 10 : 2;
        uint64_t c = norm ? float_to_unorm(std::bit_cast<float>(value.w[i]), bits) : saturate_uint(value.w[i], bits);
        packed |= c << (10 * i);
      }
      return write_bits(bytes, packed, 4);
    }
    case TexelEncoding::Rg11b10Ufloat: {
      auto f = [&](int i) { return std::bit_cast<float>(value.w[i]); };
      uint64_t packed = float_to_small_ufloat(f(0), 6) | uint64_t{float_to_small_ufloat(f(1), 6)} << 11 |
                        uint64_t{float_to_small_ufloat(f(2), 5)} << 22;
      return write_bits(bytes, packed, 4);
    }
    case TexelEncoding::Rgb9e5Ufloat: {
      float c[3] = {std::bit_cast<float>(value.w[0]), std::bit_cast<float>(value.w[1]),
                    std::bit_cast<float>(value.w[2])};
      return write_bits(bytes, encode_rgb9e5(c), 4);
    }
    default:
      return encode_plain(l, value, bytes);
  }
}

void encode_texel_numbers(TexelFormat format, const double value[4], uint8_t* bytes) {
  TexelValue v;
  for (int c = 0; c < 4; c++) {
    switch (texel_channel(format)) {
      case TexelChannel::Float:
        v.w[c] = std::bit_cast<uint32_t>(static_cast<float>(value[c]));
        break;
      case TexelChannel::Sint:
        v.w[c] = static_cast<uint32_t>(
            static_cast<int32_t>(std::isnan(value[c]) ? 0 : std::clamp(value[c], -2147483648.0, 2147483647.0)));
        break;
      case TexelChannel::Uint:
        v.w[c] = static_cast<uint32_t>(std::isnan(value[c]) ? 0 : std::clamp(value[c], 0.0, 4294967295.0));
        break;
    }
  }
  encode_texel(format, v, bytes);
}

void decode_texel_numbers(TexelFormat format, const uint8_t* bytes, double value[4]) {
  TexelValue v = decode_texel(format, bytes);
  for (int c = 0; c < 4; c++) {
    switch (texel_channel(format)) {
      case TexelChannel::Float:
        value[c] = std::bit_cast<float>(v.w[c]);
        break;
      case TexelChannel::Sint:
        value[c] = static_cast<int32_t>(v.w[c]);
        break;
      case TexelChannel::Uint:
        value[c] = v.w[c];
        break;
    }
  }
}

}  // namespace wgx::exec
