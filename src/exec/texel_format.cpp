// Texel conversions (texel_format.h): WGSL's channel transfer functions and their inverses, per
// encoding of the format table.
#include "exec/texel_format.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <iterator>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace wgx::exec {
namespace rules {
#include "exec/wgsl_rules.h"
// texel_rules.h uses wgsl_rules.h's definitions: it comes after it.
#include "exec/texel_rules.h"
}  // namespace rules

static_assert(rules::WGX_TEXEL_NONE == static_cast<int>(TexelEncoding::None) &&
                  rules::WGX_TEXEL_UNORM == static_cast<int>(TexelEncoding::Unorm) &&
                  rules::WGX_TEXEL_UNORM_SRGB == static_cast<int>(TexelEncoding::UnormSrgb) &&
                  rules::WGX_TEXEL_SNORM == static_cast<int>(TexelEncoding::Snorm) &&
                  rules::WGX_TEXEL_UINT == static_cast<int>(TexelEncoding::Uint) &&
                  rules::WGX_TEXEL_SINT == static_cast<int>(TexelEncoding::Sint) &&
                  rules::WGX_TEXEL_FLOAT == static_cast<int>(TexelEncoding::Float) &&
                  rules::WGX_TEXEL_BGRA_UNORM == static_cast<int>(TexelEncoding::BgraUnorm) &&
                  rules::WGX_TEXEL_BGRA_UNORM_SRGB == static_cast<int>(TexelEncoding::BgraUnormSrgb) &&
                  rules::WGX_TEXEL_RGB10A2_UNORM == static_cast<int>(TexelEncoding::Rgb10a2Unorm) &&
                  rules::WGX_TEXEL_RGB10A2_UINT == static_cast<int>(TexelEncoding::Rgb10a2Uint) &&
                  rules::WGX_TEXEL_RG11B10_UFLOAT == static_cast<int>(TexelEncoding::Rg11b10Ufloat) &&
                  rules::WGX_TEXEL_RGB9E5_UFLOAT == static_cast<int>(TexelEncoding::Rgb9e5Ufloat),
              "texel_rules.h numbers the encodings as TexelEncoding does");

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
    case TexelEncoding::Unorm:
    case TexelEncoding::UnormSrgb:
    case TexelEncoding::Snorm:
    case TexelEncoding::Uint:
    case TexelEncoding::Sint:
    case TexelEncoding::Float:
    case TexelEncoding::BgraUnorm:
    case TexelEncoding::BgraUnormSrgb:
      return static_cast<uint8_t>(components * bits / 8);
    default:  // block-compressed: no texel of its own
      return 0;
  }
}

#define WGX_TEXTURE_FORMAT(Enum, name, feature, sample, aspects, bytes, bw, bh, render, ms, sw, sr, srw, texel, \
                           components, bits)                                                                    \
  TexelLayout{                                                                                                  \
      TexelEncoding::texel, components, bits, texel_bytes(TexelEncoding::texel, components, bits), bw, bh, bytes},
constexpr TexelLayout kLayouts[] = {
    TexelLayout{},
#include "wgx/texture_formats.def"
};
#undef WGX_TEXTURE_FORMAT

}  // namespace

const TexelLayout& texel_layout(TexelFormat format) {
  auto i = static_cast<size_t>(format);
  return i < std::size(kLayouts) ? kLayouts[i] : kLayouts[0];
}

TexelFormat texel_format_named(std::string_view name) {
  struct Named {
    std::string_view name;
    TexelFormat format;
  };
  static constexpr Named kNamed[] = {
#define WGX_TEXTURE_FORMAT(Enum, Name, ...) {Name, TexelFormat::Enum},
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
  };
  for (const Named& f : kNamed)
    if (f.name == name) return f.format;
  return TexelFormat::Undefined;
}

std::string_view texel_format_string(TexelFormat format) {
  static constexpr std::string_view kNames[] = {
      "undefined",
#define WGX_TEXTURE_FORMAT(Enum, Name, ...) Name,
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
  };
  auto i = static_cast<size_t>(format);
  return i < std::size(kNames) ? kNames[i] : kNames[0];
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

float srgb_to_linear(float encoded) { return rules::wgx_srgb_to_linear(encoded); }

float linear_to_srgb(float linear) { return rules::wgx_linear_to_srgb(linear); }

TexelValue decode_texel(TexelFormat format, const uint8_t* bytes) {
  TexelValue out;
  if (format == TexelFormat::Rgba8Unorm) {  // the common format, with its layout folded in (a sampler reads many)
    rules::wgx_texel_decode(rules::WGX_TEXEL_UNORM, 4, 8, bytes, out.w);
    return out;
  }
  const TexelLayout& l = texel_layout(format);
  rules::wgx_texel_decode(static_cast<uint32_t>(l.encoding), l.components, l.bits, bytes, out.w);
  return out;
}

namespace {

#if defined(__SSE2__)
// rgba8unorm's encoding of four channels at once, without a branch (a draw writes one texel per
// fragment, and the scalar rule's clamps branch on each value): the same arithmetic as
// wgx_float_to_unorm. maxps gives its second operand for a NaN, so NaN becomes 0 as the rule
// makes it; the clamped value times 255 is exact in double and cvtpd2dq rounds it to nearest,
// ties to even, as the rule's nearbyint does (texel_format_test compares the two).
void encode_unorm8x4(const uint32_t w[4], uint8_t out[4]) {
  __m128 v = _mm_castsi128_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(w)));
  v = _mm_min_ps(_mm_max_ps(v, _mm_setzero_ps()), _mm_set1_ps(1.0f));
  __m128d scale = _mm_set1_pd(255.0);
  __m128i lo = _mm_cvtpd_epi32(_mm_mul_pd(_mm_cvtps_pd(v), scale));
  __m128i hi = _mm_cvtpd_epi32(_mm_mul_pd(_mm_cvtps_pd(_mm_movehl_ps(v, v)), scale));
  __m128i words = _mm_unpacklo_epi64(lo, hi);
  __m128i packed = _mm_packus_epi16(_mm_packs_epi32(words, words), _mm_setzero_si128());
  uint32_t texel = static_cast<uint32_t>(_mm_cvtsi128_si32(packed));
  std::memcpy(out, &texel, 4);
}
#else
void encode_unorm8x4(const uint32_t w[4], uint8_t out[4]) {
  rules::wgx_texel_encode(rules::WGX_TEXEL_UNORM, 4, 8, w, out);
}
#endif

}  // namespace

void encode_texel(TexelFormat format, const TexelValue& value, uint8_t* bytes) {
  // The common render targets, with their layouts folded in (a draw writes one per fragment).
  if (format == TexelFormat::Rgba8Unorm) return encode_unorm8x4(value.w, bytes);
  if (format == TexelFormat::Bgra8Unorm) {
    uint32_t swapped[4] = {value.w[2], value.w[1], value.w[0], value.w[3]};
    return encode_unorm8x4(swapped, bytes);
  }
  const TexelLayout& l = texel_layout(format);
  rules::wgx_texel_encode(static_cast<uint32_t>(l.encoding), l.components, l.bits, value.w, bytes);
}

void encode_texels(TexelFormat format, const uint32_t* const* values, uint8_t* const* texels, size_t count) {
  if (format == TexelFormat::Rgba8Unorm) {
    for (size_t i = 0; i < count; i++) encode_unorm8x4(values[i], texels[i]);
    return;
  }
  if (format == TexelFormat::Bgra8Unorm) {
    for (size_t i = 0; i < count; i++) {
      const uint32_t* w = values[i];
      uint32_t swapped[4] = {w[2], w[1], w[0], w[3]};
      encode_unorm8x4(swapped, texels[i]);
    }
    return;
  }
  for (size_t i = 0; i < count; i++) {
    TexelValue v;
    std::memcpy(v.w, values[i], sizeof v.w);
    encode_texel(format, v, texels[i]);
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
