// The texel conversions (exec/texel_format.h) per format of the table: every format the executors
// read round-trips its values, and the spec's rules where they are not a plain round trip (unorm
// and snorm scaling, snorm's -1 clamp, sRGB, saturating integers, the packed formats, bgra's
// order, the channels a format lacks).
#include "exec/texel_format.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

namespace wgx::exec {
namespace {

constexpr TexelFormat kFormats[] = {
#define WGX_TEXTURE_FORMAT(Enum, ...) TexelFormat::Enum,
#include "wgx/texture_formats.def"
#undef WGX_TEXTURE_FORMAT
};

uint32_t f(float v) { return std::bit_cast<uint32_t>(v); }
float as_f(uint32_t w) { return std::bit_cast<float>(w); }

TexelValue value(float r, float g, float b, float a) { return TexelValue{{f(r), f(g), f(b), f(a)}}; }
TexelValue words(uint32_t r, uint32_t g, uint32_t b, uint32_t a) { return TexelValue{{r, g, b, a}}; }

std::vector<uint8_t> encode(TexelFormat format, const TexelValue& v) {
  std::vector<uint8_t> out(texel_layout(format).bytes);
  encode_texel(format, v, out.data());
  return out;
}

TexelValue decode(TexelFormat format, std::vector<uint8_t> bytes) { return decode_texel(format, bytes.data()); }

// Equal words, or both NaN where the channel is a float.
bool same_value(TexelFormat format, const TexelValue& a, const TexelValue& b) {
  bool is_float = texel_channel(format) == TexelChannel::Float;
  for (int i = 0; i < 4; i++) {
    if (is_float && std::isnan(as_f(a.w[i])) && std::isnan(as_f(b.w[i]))) continue;
    if (a.w[i] != b.w[i]) return false;
  }
  return true;
}

// Texel bytes to try: every pattern of the 1- and 2-byte formats, random ones of the wider.
std::vector<std::vector<uint8_t>> patterns(uint32_t bytes) {
  std::vector<std::vector<uint8_t>> out;
  if (bytes <= 2) {
    for (uint32_t v = 0; v < (1u << (8 * bytes)); v++) {
      std::vector<uint8_t> p(bytes);
      for (uint32_t i = 0; i < bytes; i++) p[i] = static_cast<uint8_t>(v >> (8 * i));
      out.push_back(p);
    }
    return out;
  }
  std::mt19937 random(bytes);
  for (int n = 0; n < 20000; n++) {
    std::vector<uint8_t> p(bytes);
    for (uint8_t& b : p) b = static_cast<uint8_t>(random());
    out.push_back(p);
  }
  return out;
}

TEST(TexelFormat, TheTableGivesEveryReadableFormatALayout) {
  int readable = 0;
  for (TexelFormat format : kFormats) {
    const TexelLayout& l = texel_layout(format);
    if (l.encoding == TexelEncoding::None || l.block_width > 1) continue;  // blocks: texel_blocks_test.cpp
    readable++;
    EXPECT_GT(l.components, 0) << static_cast<int>(format);
    EXPECT_GT(l.bytes, 0) << static_cast<int>(format);
  }
  // 43 plain and packed color formats, stencil8 and the three single-aspect depth formats.
  EXPECT_EQ(readable, 47);
  EXPECT_EQ(texel_layout(TexelFormat::Rgba16Float).bytes, 8);
  EXPECT_EQ(texel_layout(TexelFormat::Rg11b10Ufloat).components, 3);
  EXPECT_EQ(texel_layout(TexelFormat::Bc1RgbaUnorm).encoding, TexelEncoding::Bc1);
  EXPECT_EQ(texel_layout(TexelFormat::Bc1RgbaUnorm).bytes, 0);
  EXPECT_EQ(texel_layout(TexelFormat::Depth24PlusStencil8).encoding, TexelEncoding::None);
  EXPECT_EQ(texel_channel(TexelFormat::Rgb10a2Uint), TexelChannel::Uint);
  EXPECT_EQ(texel_channel(TexelFormat::Rg16Sint), TexelChannel::Sint);
  EXPECT_EQ(texel_channel(TexelFormat::Depth16Unorm), TexelChannel::Float);
}

// decode(encode(decode(bytes))) == decode(bytes): every value a texel holds is written back as
// the same value, for every format.
TEST(TexelFormat, EveryFormatRoundTripsItsValues) {
  for (TexelFormat format : kFormats) {
    const TexelLayout& l = texel_layout(format);
    if (l.encoding == TexelEncoding::None || l.block_width > 1) continue;
    for (const std::vector<uint8_t>& p : patterns(l.bytes)) {
      TexelValue v = decode(format, p);
      TexelValue again = decode(format, encode(format, v));
      ASSERT_TRUE(same_value(format, v, again))
          << "format " << static_cast<int>(format) << " bytes " << int(p[0]) << "," << int(p.size() > 1 ? p[1] : 0);
    }
  }
}

// encode(decode(bytes)) == bytes except where the spec maps two encodings to one value: snorm's
// most negative integer (-128 and -127 both read -1.0), NaNs, and rgb9e5's non-normalized
// exponents.
TEST(TexelFormat, PlainFormatsRoundTripTheirBytes) {
  for (TexelFormat format : kFormats) {
    const TexelLayout& l = texel_layout(format);
    if (l.encoding == TexelEncoding::None || l.block_width > 1 || l.encoding == TexelEncoding::Snorm ||
        l.encoding == TexelEncoding::Rgb9e5Ufloat || l.encoding == TexelEncoding::Float ||
        l.encoding == TexelEncoding::Rg11b10Ufloat)
      continue;
    for (const std::vector<uint8_t>& p : patterns(l.bytes)) ASSERT_EQ(encode(format, decode(format, p)), p);
  }
  // Floats: every non-NaN half.
  for (uint32_t h = 0; h < 65536; h++) {
    std::vector<uint8_t> p{static_cast<uint8_t>(h), static_cast<uint8_t>(h >> 8)};
    if (std::isnan(as_f(decode(TexelFormat::R16Float, p).w[0]))) continue;
    ASSERT_EQ(encode(TexelFormat::R16Float, decode(TexelFormat::R16Float, p)), p) << h;
  }
}

// rgba8unorm and bgra8unorm have their own four-channel encoding (the draws' common targets): each
// channel must be what r8unorm's, the format table's rule, gives, on values around every step
// and midpoint, out of range, infinite and NaN.
TEST(TexelFormat, EightBitColorTargetsEncodeAsTheRule) {
  std::vector<float> values = {-0.0f, -1e-30f, -1.0f, 2.0f, INFINITY, -INFINITY, NAN, -NAN, 1e-45f};
  for (int k = 0; k <= 255; k++)
    for (float at : {static_cast<float>(k), k + 0.5f, k - 0.5f})
      for (int step = -3; step <= 3; step++) {
        float v = at / 255.0f;
        for (int i = 0; i < std::abs(step); i++) v = std::nextafter(v, step < 0 ? -1.0f : 2.0f);
        values.push_back(v);
      }
  for (uint32_t bits = 0; bits <= f(1.0f); bits += 4099) values.push_back(as_f(bits));
  for (float v : values) {
    uint8_t expected = encode(TexelFormat::R8Unorm, value(v, 0, 0, 0))[0];
    for (int c = 0; c < 4; c++) {
      TexelValue in = value(0.25f, 0.25f, 0.25f, 0.25f);
      in.w[c] = f(v);
      ASSERT_EQ(encode(TexelFormat::Rgba8Unorm, in)[c], expected) << v << " channel " << c;
      ASSERT_EQ(encode(TexelFormat::Bgra8Unorm, in)[c < 3 ? 2 - c : 3], expected) << v << " channel " << c;
    }
  }
}

TEST(TexelFormat, UnormAndSnorm) {
  EXPECT_EQ(decode(TexelFormat::Rgba8Unorm, {0, 128, 255, 51}).w[1], f(128.0f / 255.0f));
  EXPECT_EQ(decode(TexelFormat::Rgba8Unorm, {0, 128, 255, 51}).w[2], f(1.0f));
  EXPECT_EQ(encode(TexelFormat::Rgba8Unorm, value(0.5f, -3.0f, 7.0f, NAN)), (std::vector<uint8_t>{128, 0, 255, 0}));
  EXPECT_EQ(decode(TexelFormat::R16Unorm, {0xff, 0xff}).w[0], f(1.0f));
  // snorm: -128 reads -1.0 as -127 does; writes clamp to [-1, 1] and give -127 for -1.0.
  EXPECT_EQ(decode(TexelFormat::R8Snorm, {0x80}).w[0], f(-1.0f));
  EXPECT_EQ(decode(TexelFormat::R8Snorm, {0x81}).w[0], f(-1.0f));
  EXPECT_EQ(decode(TexelFormat::R8Snorm, {0x7f}).w[0], f(1.0f));
  EXPECT_EQ(decode(TexelFormat::R8Snorm, {64}).w[0], f(64.0f / 127.0f));
  EXPECT_EQ(encode(TexelFormat::Rg8Snorm, value(-2.0f, 1.5f, 0, 0)), (std::vector<uint8_t>{0x81, 0x7f}));
  EXPECT_EQ(encode(TexelFormat::R16Snorm, value(-1.0f, 0, 0, 0)), (std::vector<uint8_t>{0x01, 0x80}));
}

// Every unorm and snorm value of 8 and 16 bits reads as the f32 nearest its quotient (the rules
// multiply by the reciprocal instead of dividing: texel_rules.h says why that is exact).
TEST(TexelFormat, EveryNormalizedValueReadsAsItsNearestFloat) {
  for (uint32_t v = 0; v < 65536; v++) {
    const std::vector<uint8_t> bytes = {static_cast<uint8_t>(v), static_cast<uint8_t>(v >> 8)};
    ASSERT_EQ(decode(TexelFormat::R16Unorm, bytes).w[0], f(static_cast<float>(v / 65535.0))) << v;
    double s16 = std::max(static_cast<int16_t>(v) / 32767.0, -1.0);
    ASSERT_EQ(decode(TexelFormat::R16Snorm, bytes).w[0], f(static_cast<float>(s16))) << v;
    if (v > 255) continue;
    ASSERT_EQ(decode(TexelFormat::R8Unorm, {bytes[0]}).w[0], f(static_cast<float>(v / 255.0))) << v;
    double s8 = std::max(static_cast<int8_t>(v) / 127.0, -1.0);
    ASSERT_EQ(decode(TexelFormat::R8Snorm, {bytes[0]}).w[0], f(static_cast<float>(s8))) << v;
  }
}

TEST(TexelFormat, SrgbDecodesOnReadAndEncodesOnWrite) {
  // Linear 0.5 is sRGB 0.7354 (188 of 255); alpha is linear.
  EXPECT_EQ(encode(TexelFormat::Rgba8UnormSrgb, value(0.5f, 0, 1, 0.5f)), (std::vector<uint8_t>{188, 0, 255, 128}));
  TexelValue v = decode(TexelFormat::Rgba8UnormSrgb, {188, 10, 255, 188});
  EXPECT_NEAR(as_f(v.w[0]), std::pow((188 / 255.0 + 0.055) / 1.055, 2.4), 1e-7);
  EXPECT_NEAR(as_f(v.w[1]), 10 / 255.0 / 12.92, 1e-9);  // the linear segment
  EXPECT_EQ(v.w[2], f(1.0f));
  EXPECT_EQ(v.w[3], f(188.0f / 255.0f));
  // bgra8unorm-srgb: the same per channel, stored b, g, r, a.
  EXPECT_EQ(encode(TexelFormat::Bgra8UnormSrgb, value(0.5f, 0, 1, 0.5f)), (std::vector<uint8_t>{255, 0, 188, 128}));
}

TEST(TexelFormat, BgraStoresBlueFirst) {
  TexelValue v = decode(TexelFormat::Bgra8Unorm, {0x33, 0x66, 0x99, 0xff});
  EXPECT_EQ(v.w[0], f(0x99 / 255.0f));
  EXPECT_EQ(v.w[2], f(0x33 / 255.0f));
  EXPECT_EQ(encode(TexelFormat::Bgra8Unorm, value(1, 0, 0.2f, 1)), (std::vector<uint8_t>{51, 0, 255, 255}));
}

TEST(TexelFormat, IntegersSaturateOnWrite) {
  EXPECT_EQ(encode(TexelFormat::R8Uint, words(300, 0, 0, 0)), (std::vector<uint8_t>{255}));
  EXPECT_EQ(encode(TexelFormat::R8Sint, words(static_cast<uint32_t>(-200), 0, 0, 0)), (std::vector<uint8_t>{0x80}));
  EXPECT_EQ(encode(TexelFormat::R8Sint, words(200, 0, 0, 0)), (std::vector<uint8_t>{0x7f}));
  EXPECT_EQ(encode(TexelFormat::R16Uint, words(0x12345, 0, 0, 0)), (std::vector<uint8_t>{0xff, 0xff}));
  EXPECT_EQ(encode(TexelFormat::R32Sint, words(0x80000000u, 0, 0, 0)), (std::vector<uint8_t>{0, 0, 0, 0x80}));
  EXPECT_EQ(decode(TexelFormat::R8Sint, {0xfe}).w[0], static_cast<uint32_t>(-2));
  EXPECT_EQ(decode(TexelFormat::Rg16Sint, {0x00, 0x80, 0xff, 0x7f}).w[0], static_cast<uint32_t>(-32768));
}

TEST(TexelFormat, MissingChannelsReadAsZeroAndOne) {
  TexelValue u = decode(TexelFormat::R8Uint, {7});
  EXPECT_EQ(u.w[0], 7u);
  EXPECT_EQ(u.w[1], 0u);
  EXPECT_EQ(u.w[2], 0u);
  EXPECT_EQ(u.w[3], 1u);
  TexelValue r = decode(TexelFormat::Rg32Float, {0, 0, 0x80, 0x3f, 0, 0, 0, 0x40});
  EXPECT_EQ(r.w[0], f(1.0f));
  EXPECT_EQ(r.w[1], f(2.0f));
  EXPECT_EQ(r.w[2], f(0.0f));
  EXPECT_EQ(r.w[3], f(1.0f));
}

TEST(TexelFormat, PackedFormats) {
  // rgb10a2unorm: r in the low 10 bits, alpha in the top 2.
  TexelValue v = decode(TexelFormat::Rgb10a2Unorm, {0xff, 0x03, 0x00, 0xc0});
  EXPECT_EQ(v.w[0], f(1.0f));
  EXPECT_EQ(v.w[1], f(0.0f));
  EXPECT_EQ(v.w[3], f(1.0f));
  EXPECT_EQ(encode(TexelFormat::Rgb10a2Unorm, value(1, 0, 0, 1.0f / 3)),
            (std::vector<uint8_t>{0xff, 0x03, 0x00, 0x40}));
  EXPECT_EQ(encode(TexelFormat::Rgb10a2Uint, words(5000, 1, 2, 7)),
            (std::vector<uint8_t>{0xff, 0x07, 0x20, 0xc0}));  // r saturates to 1023, a to 3
  // rg11b10ufloat: 1.0 is exponent 15, mantissa 0, in each field; negatives write 0.
  uint32_t one = 0x3c0u | 0x3c0u << 11 | 0x1e0u << 22;
  std::vector<uint8_t> ones{static_cast<uint8_t>(one), static_cast<uint8_t>(one >> 8), static_cast<uint8_t>(one >> 16),
                            static_cast<uint8_t>(one >> 24)};
  EXPECT_EQ(encode(TexelFormat::Rg11b10Ufloat, value(1, 1, 1, 0)), ones);
  TexelValue r = decode(TexelFormat::Rg11b10Ufloat, ones);
  EXPECT_EQ(r.w[0], f(1.0f));
  EXPECT_EQ(r.w[2], f(1.0f));
  EXPECT_EQ(r.w[3], f(1.0f));
  EXPECT_EQ(encode(TexelFormat::Rg11b10Ufloat, value(-1, 0, 0, 0)), (std::vector<uint8_t>{0, 0, 0, 0}));
  // rgb9e5ufloat: 1.0 is mantissa 256 with exponent 16 (2^(16 - 15 - 9) * 256).
  EXPECT_EQ(encode(TexelFormat::Rgb9e5Ufloat, value(1, 0.5f, 0, 0)),
            (std::vector<uint8_t>{0x00, 0x01, 0x01, 0x80}));  // r 256, g 128 << 9, exponent 16 << 27
  TexelValue e = decode(TexelFormat::Rgb9e5Ufloat, {0x00, 0x01, 0x01, 0x80});
  EXPECT_EQ(e.w[0], f(1.0f));
  EXPECT_EQ(e.w[1], f(0.5f));
  EXPECT_EQ(e.w[2], f(0.0f));
  EXPECT_EQ(e.w[3], f(1.0f));
}

TEST(TexelFormat, FloatsAndDepth) {
  EXPECT_EQ(encode(TexelFormat::R16Float, value(1.0f, 0, 0, 0)), (std::vector<uint8_t>{0x00, 0x3c}));
  EXPECT_EQ(decode(TexelFormat::Rgba16Float, {0, 0x3c, 0, 0xc0, 0, 0, 0, 0x7c}).w[1], f(-2.0f));
  EXPECT_EQ(decode(TexelFormat::Depth16Unorm, {0xff, 0xff}).w[0], f(1.0f));
  EXPECT_EQ(encode(TexelFormat::Depth32Float, value(0.25f, 0, 0, 0)), (std::vector<uint8_t>{0, 0, 0x80, 0x3e}));
  EXPECT_EQ(decode(TexelFormat::Stencil8, {9}).w[0], 9u);
}

}  // namespace
}  // namespace wgx::exec
