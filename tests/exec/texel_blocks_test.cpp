// The block decoders (exec/texel_blocks.h) on blocks built by hand, each expected value worked out
// from the format's specification in the comment beside it (the Khronos Data Format Specification
// for BC1-BC5 and ETC2/EAC, ARB_texture_compression_bptc for BC6H and BC7, the ASTC specification),
// and a compressed view decoded into the planes the executors read.
#include "exec/texel_blocks.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <string>
#include <vector>

namespace wgx::exec {
namespace {

// Writes fields into a block from bit 0 upwards, as every format's bit stream runs.
class BitWriter {
 public:
  explicit BitWriter(size_t bytes) : block_(bytes, 0) {}
  BitWriter& put(uint32_t bits, uint64_t value) {
    for (uint32_t i = 0; i < bits; i++, pos_++)
      if ((value >> i) & 1) block_[pos_ >> 3] |= uint8_t(1u << (pos_ & 7));
    return *this;
  }
  const std::vector<uint8_t>& block() const { return block_; }
  size_t position() const { return pos_; }

 private:
  std::vector<uint8_t> block_;
  size_t pos_ = 0;
};

std::vector<DecodedTexel> decode(TexelFormat format, const std::vector<uint8_t>& block) {
  const TexelLayout& l = texel_layout(format);
  std::vector<DecodedTexel> texels(size_t{l.block_width} * l.block_height);
  decode_block(format, block.data(), texels.data());
  return texels;
}

void expect_texel(const DecodedTexel& t, float r, float g, float b, float a) {
  EXPECT_EQ(t.c[0], r);
  EXPECT_EQ(t.c[1], g);
  EXPECT_EQ(t.c[2], b);
  EXPECT_EQ(t.c[3], a);
}

TEST(TexelBlocks, TheTableGivesBlockShapes) {
  EXPECT_EQ(texel_layout(TexelFormat::Bc1RgbaUnorm).block_bytes, 8);
  EXPECT_EQ(texel_layout(TexelFormat::Bc7RgbaUnorm).block_bytes, 16);
  EXPECT_EQ(texel_layout(TexelFormat::Astc10x6Unorm).block_width, 10);
  EXPECT_EQ(texel_layout(TexelFormat::Astc10x6Unorm).block_height, 6);
  EXPECT_EQ(texel_layout(TexelFormat::Rgba8Unorm).block_width, 1);
  EXPECT_TRUE(is_block_compressed(TexelFormat::EacR11Snorm));
  EXPECT_FALSE(is_block_compressed(TexelFormat::Rgba8Unorm));
}

// BC1, color0 = 0xf800 (red 31/31) > color1 = 0x001f (blue 31/31): four colours, index i of each
// row's texel i: red, blue, 2/3 red + 1/3 blue, 1/3 red + 2/3 blue, all opaque.
TEST(TexelBlocks, Bc1FourColours) {
  auto t = decode(TexelFormat::Bc1RgbaUnorm, {0x00, 0xf8, 0x1f, 0x00, 0xe4, 0xe4, 0xe4, 0xe4});
  expect_texel(t[0], 1, 0, 0, 1);
  expect_texel(t[1], 0, 0, 1, 1);
  expect_texel(t[2], float(2.0 / 3.0), 0, float(1.0 / 3.0), 1);
  expect_texel(t[15], float(1.0 / 3.0), 0, float(2.0 / 3.0), 1);
}

// BC1, color0 = 0x07e0 (green) <= color1 = 0xffff (white): three colours and transparent black;
// index 2 is the midpoint (0 + 31) / 62 = 0.5, (63 + 63) / 126 = 1, 0.5.
TEST(TexelBlocks, Bc1ThreeColoursAndPunchThrough) {
  auto t = decode(TexelFormat::Bc1RgbaUnorm, {0xe0, 0x07, 0xff, 0xff, 0xe4, 0xe4, 0xe4, 0xe4});
  expect_texel(t[0], 0, 1, 0, 1);
  expect_texel(t[2], 0.5f, 1, 0.5f, 1);
  expect_texel(t[3], 0, 0, 0, 0);
  // The sRGB variant decodes the colour to linear (0.5 -> ((0.5 + 0.055) / 1.055)^2.4), alpha not.
  auto s = decode(TexelFormat::Bc1RgbaUnormSrgb, {0xe0, 0x07, 0xff, 0xff, 0xe4, 0xe4, 0xe4, 0xe4});
  EXPECT_EQ(s[2].c[0], float(std::pow((0.5 + 0.055) / 1.055, 2.4)));
  EXPECT_EQ(s[3].c[3], 0);
}

// BC2: explicit 4-bit alphas (texel t's is t / 15) over a colour block that always has four
// colours: black <= white still gives 1/3 and 2/3 grey, not BC1's midpoint and black.
TEST(TexelBlocks, Bc2ExplicitAlphaFourColours) {
  auto t = decode(TexelFormat::Bc2RgbaUnorm,
                  {0x10, 0x32, 0x54, 0x76, 0x98, 0xba, 0xdc, 0xfe, 0x00, 0x00, 0xff, 0xff, 0xe4, 0xe4, 0xe4, 0xe4});
  expect_texel(t[0], 0, 0, 0, 0);
  expect_texel(t[2], float(1.0 / 3.0), float(1.0 / 3.0), float(1.0 / 3.0), float(2.0 / 15.0));
  expect_texel(t[15], float(2.0 / 3.0), float(2.0 / 3.0), float(2.0 / 3.0), 1);
}

// BC4: red0 = 255 > red1 = 0: eight values, index k >= 2 is ((8 - k) * 255 + (k - 1) * 0) / 7 / 255;
// red0 = 10 <= red1 = 250: six values, index 2 is (4 * 10 + 250) / 5 / 255 = 58 / 255, 6 is 0, 7 is 1.
TEST(TexelBlocks, Bc4BothOrders) {
  // Texel t has index t & 7: 3-bit indices 0, 1, ..., 7, 0, ... from bit 16.
  BitWriter eight(8), six(8);
  eight.put(8, 255).put(8, 0);
  six.put(8, 10).put(8, 250);
  for (int t = 0; t < 16; t++) eight.put(3, t & 7), six.put(3, t & 7);
  auto a = decode(TexelFormat::Bc4RUnorm, eight.block());
  expect_texel(a[0], 1, 0, 0, 1);
  expect_texel(a[2], float(6.0 / 7.0), 0, 0, 1);
  expect_texel(a[7], float(1.0 / 7.0), 0, 0, 1);
  auto b = decode(TexelFormat::Bc4RUnorm, six.block());
  expect_texel(b[2], float(58.0 / 255.0), 0, 0, 1);
  expect_texel(b[6], 0, 0, 0, 1);
  expect_texel(b[7], 1, 0, 0, 1);
}

// BC4 snorm: red0 = 127 > red1 = -128, which reads as -127: index 1 is -1, index 2 is
// (6 * 127 - 127) / 7 / 127 = 5/7; red0 = -100 <= red1 = 100: index 6 is -1, 7 is 1.
TEST(TexelBlocks, Bc4Snorm) {
  BitWriter eight(8), six(8);
  eight.put(8, 0x7f).put(8, 0x80);
  six.put(8, 0x9c).put(8, 0x64);
  for (int t = 0; t < 16; t++) eight.put(3, t & 7), six.put(3, t & 7);
  auto a = decode(TexelFormat::Bc4RSnorm, eight.block());
  EXPECT_EQ(a[1].c[0], -1);
  EXPECT_EQ(a[2].c[0], float(5.0 / 7.0));
  auto b = decode(TexelFormat::Bc4RSnorm, six.block());
  EXPECT_EQ(b[0].c[0], float(-100.0 / 127.0));
  EXPECT_EQ(b[6].c[0], -1);
  EXPECT_EQ(b[7].c[0], 1);
}

// BC7 mode 6 (one subset, 7-bit colour and alpha, a P-bit per endpoint, 4-bit indices): red
// endpoints 0 and 127 with P-bits 0 and 1 are 0 and 255; alpha 127, 127 with P-bits 0, 1 is 254,
// 255. Texel t has index t (texel 0, the anchor, stores 3 bits): texel 5's weight is 21, so red is
// (43 * 0 + 21 * 255 + 32) >> 6 = 84 and alpha (43 * 254 + 21 * 255 + 32) >> 6 = 254. Green and
// blue endpoints 0, 0 take the P-bits too (0 and 1): texel 15 (weight 64) has green and blue 1/255.
TEST(TexelBlocks, Bc7Mode6) {
  BitWriter w(16);
  w.put(7, 0x40);                             // mode 6: six zeros and a one
  w.put(7, 0).put(7, 127);                    // red
  w.put(7, 0).put(7, 0).put(7, 0).put(7, 0);  // green, blue
  w.put(7, 127).put(7, 127);                  // alpha
  w.put(1, 0).put(1, 1);                      // P-bits
  w.put(3, 0);
  for (int t = 1; t < 16; t++) w.put(4, t);
  ASSERT_EQ(w.position(), 128u);
  auto t = decode(TexelFormat::Bc7RgbaUnorm, w.block());
  expect_texel(t[0], 0, 0, 0, float(254.0 / 255.0));
  expect_texel(t[5], float(84.0 / 255.0), 0, 0, float(254.0 / 255.0));
  expect_texel(t[15], 1, float(1.0 / 255.0), float(1.0 / 255.0), 1);
  // A first byte of zeros is reserved: every texel (0, 0, 0, 0).
  auto z = decode(TexelFormat::Bc7RgbaUnorm, std::vector<uint8_t>(16, 0));
  expect_texel(z[3], 0, 0, 0, 0);
}

// BC7 mode 4 (rotation and index selection): rotation 1 swaps red and alpha after interpolation.
// Colour 5 bits (31 -> 255), alpha 6 bits; with the selection bit 0 the colour takes the 2-bit
// indices and alpha the 3-bit ones. Red 0..31, green 0..0, blue 0..31, alpha 0..0; texel
// 0 (indices 0) is (0, 0, 0, 0) before the rotation and after it; texel 1 (indices 3 and 7, weight
// 64) is (255, 0, 255, 0), rotated (0, 0, 255, 255).
TEST(TexelBlocks, Bc7Mode4Rotation) {
  BitWriter w(16);
  w.put(5, 0x10);                                                   // mode 4
  w.put(2, 1);                                                      // rotation: swap alpha and red
  w.put(1, 0);                                                      // index selection
  w.put(5, 0).put(5, 31).put(5, 0).put(5, 0).put(5, 0).put(5, 31);  // red, green, blue endpoints
  w.put(6, 0).put(6, 0);                                            // alpha: 0 and 0
  w.put(1, 0);
  for (int t = 1; t < 16; t++) w.put(2, 3);  // colour indices: texel 0 the anchor (1 bit)
  w.put(2, 0);
  for (int t = 1; t < 16; t++) w.put(3, 7);
  ASSERT_EQ(w.position(), 128u);
  auto t = decode(TexelFormat::Bc7RgbaUnorm, w.block());
  // Texel 1: red 255, green 0, blue 255, alpha 0 before the rotation; after it red 0, alpha 255.
  expect_texel(t[1], 0, 0, 1, 1);
  expect_texel(t[0], 0, 0, 0, 0);
}

// BC6H mode 3 (one subset, 10-bit endpoints, untransformed), unsigned: red 0 and 1023 (the maximum
// unquantizes to 0xffff), green 512 and 512 (((512 << 15) + 0x4000) >> 9 = 32800), blue 0. Texel t
// has index t: texel 15 (weight 64) has red (0xffff * 31) >> 6 = 0x7bff = 65504; green is
// (32800 * 31) >> 6 = 15887 = 0x3e0f = 1 + 527/1024 everywhere; texel 1 (weight 4) has red
// (4 * 0xffff + 32) >> 6 = 4096, (4096 * 31) >> 6 = 1984 = 0x07c0 = 1.9375 * 2^-14.
TEST(TexelBlocks, Bc6hMode3Unsigned) {
  BitWriter w(16);
  w.put(5, 3).put(10, 0).put(10, 512).put(10, 0).put(10, 1023).put(10, 512).put(10, 0);
  w.put(3, 0);
  for (int t = 1; t < 16; t++) w.put(4, t);
  ASSERT_EQ(w.position(), 128u);
  auto t = decode(TexelFormat::Bc6hRgbUfloat, w.block());
  expect_texel(t[0], 0, 1 + 527.0f / 1024, 0, 1);
  expect_texel(t[1], std::ldexp(1.9375f, -14), 1 + 527.0f / 1024, 0, 1);
  expect_texel(t[15], 65504, 1 + 527.0f / 1024, 0, 1);
}

// BC6H mode 3, signed: red -1 (0x3ff sign-extended) and 511 (the largest positive, 0x7fff);
// -1 unquantizes to -(((1 << 15) + 0x4000) >> 9) = -96. Texel 0 (weight 0): red -96, whose final
// value is -((96 * 31) >> 5) = -93 as the sign bit and 93: -93 * 2^-24. Texel 15: (0x7fff * 31) >> 5
// = 31743 = 0x7bff = 65504.
TEST(TexelBlocks, Bc6hMode3Signed) {
  BitWriter w(16);
  w.put(5, 3).put(10, 0x3ff).put(10, 0).put(10, 0).put(10, 511).put(10, 0).put(10, 0);
  w.put(3, 0);
  for (int t = 1; t < 16; t++) w.put(4, t);
  auto t = decode(TexelFormat::Bc6hRgbFloat, w.block());
  expect_texel(t[0], -93 * std::ldexp(1.0f, -24), 0, 0, 1);
  expect_texel(t[15], 65504, 0, 0, 1);
  // A reserved mode (19) reads (0, 0, 0, 1).
  std::vector<uint8_t> reserved(16, 0xff);
  reserved[0] = 19;
  expect_texel(decode(TexelFormat::Bc6hRgbFloat, reserved)[7], 0, 0, 0, 1);
}

// --- ETC2 and EAC ---------------------------------------------------------------------------------

// A 64-bit ETC word as its 8 bytes, most significant first; `field` sets bits high..low.
struct EtcWord {
  uint64_t w = 0;
  EtcWord& field(int high, int low, uint64_t v) {
    w |= (v & ((uint64_t{1} << (high - low + 1)) - 1)) << low;
    return *this;
  }
  // Pixel p (texel x = p / 4, y = p % 4) gets the 2-bit colour index `index`: MSB at bit 16 + p,
  // LSB at bit p.
  EtcWord& index(int p, uint32_t index) { return field(16 + p, 16 + p, index >> 1).field(p, p, index & 1); }
  std::vector<uint8_t> bytes() const {
    std::vector<uint8_t> out(8);
    for (int i = 0; i < 8; i++) out[size_t(i)] = uint8_t(w >> (56 - 8 * i));
    return out;
  }
};

float u8(int v) { return float(double(v) / 255.0); }

// Individual mode, no flip: left subblock base (15, 8, 0) -> (255, 136, 0) with table 0 (2, 8),
// right (0, 0, 15) -> (0, 0, 255) with table 7 (47, 183). Pixel 0 (x 0, y 0) index 11: -8 ->
// (247, 128, 0); pixel 4 (x 1) index 00: +2 -> (255, 138, 2); pixel 12 (x 3) index 01: +183 ->
// (183, 183, 255); pixel 9 (x 2, y 1) index 00: +47 -> (47, 47, 255).
TEST(TexelBlocks, Etc2IndividualMode) {
  EtcWord w;
  w.field(63, 60, 15).field(59, 56, 0).field(55, 52, 8).field(51, 48, 0).field(47, 44, 0).field(43, 40, 15);
  w.field(39, 37, 0).field(36, 34, 7).index(0, 3).index(12, 1);
  auto t = decode(TexelFormat::Etc2Rgb8Unorm, w.bytes());
  expect_texel(t[0], u8(247), u8(128), 0, 1);
  expect_texel(t[1], 1, u8(138), u8(2), 1);
  expect_texel(t[3], u8(183), u8(183), 1, 1);
  expect_texel(t[4 + 2], u8(47), u8(47), 1, 1);
}

// Differential mode, flipped: red 16 + 3 = 19, green 0 + 0, blue 31 - 4 = 27; widened 132, 156; 0;
// 255, 222. Every index 00 (+2 with table 0): the top half (134, 2, 255), the bottom (158, 2, 224).
TEST(TexelBlocks, Etc2DifferentialModeFlipped) {
  EtcWord w;
  w.field(63, 59, 16).field(58, 56, 3).field(47, 43, 31).field(42, 40, 4).field(33, 33, 1).field(32, 32, 1);
  auto t = decode(TexelFormat::Etc2Rgb8Unorm, w.bytes());
  expect_texel(t[0], u8(134), u8(2), 1, 1);
  expect_texel(t[4 + 3], u8(134), u8(2), 1, 1);
  expect_texel(t[8], u8(158), u8(2), u8(224), 1);
}

// T mode (red 31 + 1 overflows): R1 = 11 01 -> 221, G1 = B1 = 0; C2 = (0, 8, 0) -> (0, 136, 0);
// distance index 01 1 -> 16. Paint colours C1, C2 + 16, C2, C2 - 16; row y takes index y.
TEST(TexelBlocks, Etc2TMode) {
  EtcWord w;
  w.field(63, 61, 7).field(60, 59, 3).field(58, 58, 0).field(57, 56, 1).field(43, 40, 8);
  w.field(35, 34, 1).field(33, 33, 1).field(32, 32, 1);
  for (int p = 0; p < 16; p++) w.index(p, uint32_t(p & 3));
  auto t = decode(TexelFormat::Etc2Rgb8Unorm, w.bytes());
  expect_texel(t[0], u8(221), 0, 0, 1);
  expect_texel(t[4 + 1], u8(16), u8(152), u8(16), 1);
  expect_texel(t[8 + 2], 0, u8(136), 0, 1);
  expect_texel(t[12 + 3], 0, u8(120), 0, 1);
}

// H mode (green 30 + 3 overflows, red 8 + 0 does not): C1 = (8, 000 1, 0 111) -> (136, 17, 119),
// C2 = (0, 15, 0) -> (0, 255, 0); 0x817 >= 0x0f0, so the distance index is 1 0 1 -> 32. Paint
// colours C1 + 32, C1 - 32, C2 + 32, C2 - 32; row y takes index y.
TEST(TexelBlocks, Etc2HMode) {
  EtcWord w;
  w.field(62, 59, 8).field(58, 56, 0).field(55, 53, 7).field(52, 52, 1).field(51, 51, 0).field(49, 47, 7);
  w.field(42, 39, 15).field(34, 34, 1).field(33, 33, 1).field(32, 32, 0);
  for (int p = 0; p < 16; p++) w.index(p, uint32_t(p & 3));
  auto t = decode(TexelFormat::Etc2Rgb8Unorm, w.bytes());
  expect_texel(t[0], u8(168), u8(49), u8(151), 1);
  expect_texel(t[4], u8(104), 0, u8(87), 1);
  expect_texel(t[8], u8(32), 1, u8(32), 1);
  expect_texel(t[12], 0, u8(223), 0, 1);
}

// Planar mode (blue 31 + 1 overflows): O = (0, 0, BO 0 11 010 = 26 -> 105), H = (63 -> 255, 0, 0),
// V = (0, 127 -> 255, 0). Red (255 x + 2) >> 2: 0, 64, 128, 191; green likewise down; blue
// (420 - 105 (x + y) + 2) >> 2: 105 at (0, 0), 79 at (1, 0), 26 at (3, 0), clamped to 0 at (3, 3).
TEST(TexelBlocks, Etc2PlanarMode) {
  EtcWord w;
  w.field(47, 45, 7).field(44, 43, 3).field(41, 39, 2).field(38, 34, 31).field(33, 33, 1).field(32, 32, 1);
  w.field(12, 6, 127);
  auto t = decode(TexelFormat::Etc2Rgb8Unorm, w.bytes());
  expect_texel(t[0], 0, 0, u8(105), 1);
  expect_texel(t[1], u8(64), 0, u8(79), 1);
  expect_texel(t[3], u8(191), 0, u8(26), 1);
  expect_texel(t[15], u8(191), u8(191), 0, 1);
}

// Punch-through without the opaque bit: differential base (16, 0, 0) -> (132, 0, 0), table 0;
// index 00 modifies nothing, 01 is +8, 10 transparent black, 11 -8. Row y takes index y.
TEST(TexelBlocks, Etc2PunchThrough) {
  EtcWord w;
  w.field(63, 59, 16);
  for (int p = 0; p < 16; p++) w.index(p, uint32_t(p & 3));
  auto t = decode(TexelFormat::Etc2Rgb8a1Unorm, w.bytes());
  expect_texel(t[0], u8(132), 0, 0, 1);
  expect_texel(t[4], u8(140), u8(8), u8(8), 1);
  expect_texel(t[8], 0, 0, 0, 0);
  expect_texel(t[12], u8(124), 0, 0, 1);
  // With the opaque bit the same block is ETC2's differential mode: index 10 is -2.
  w.field(33, 33, 1);
  expect_texel(decode(TexelFormat::Etc2Rgb8a1Unorm, w.bytes())[8], u8(130), 0, 0, 1);
}

// An EAC word: base, multiplier, table, and pixel p's 3-bit index p & 7.
std::vector<uint8_t> eac(uint32_t base, uint32_t multiplier, uint32_t table) {
  EtcWord w;
  w.field(63, 56, base).field(55, 52, multiplier).field(51, 48, table);
  for (int p = 0; p < 16; p++) w.field(47 - 3 * p, 45 - 3 * p, uint64_t(p & 7));
  return w.bytes();
}

// R11 unsigned: base 100, multiplier 2, table 13 (-1 -2 -3 -10 0 1 2 9): 800 + 4 + 16 m: pixel 0
// (index 0) 788, pixel 3 (x 0, y 3; index 3) 644, pixel 7 (x 1, y 3) 948; over 2047. A multiplier
// of 0 adds m itself: base 255, table 0 (-3 -6 -9 -15 2 5 8 14): index 7 2040 + 4 + 14 -> 2047,
// index 3 2044 - 15 = 2029.
TEST(TexelBlocks, EacR11Unsigned) {
  auto t = decode(TexelFormat::EacR11Unorm, eac(100, 2, 13));
  expect_texel(t[0], float(788.0 / 2047), 0, 0, 1);
  expect_texel(t[12], float(644.0 / 2047), 0, 0, 1);
  expect_texel(t[12 + 1], float(948.0 / 2047), 0, 0, 1);
  auto z = decode(TexelFormat::EacR11Unorm, eac(255, 0, 0));
  EXPECT_EQ(z[12 + 1].c[0], 1);
  EXPECT_EQ(z[12].c[0], float(2029.0 / 2047));
}

// R11 signed: base -128, multiplier 1, table 0: -1024 + 8 m, clamped to -1023: index 0 -> -1,
// index 7 (14) -> -912 / 1023. RG11: the second word is green.
TEST(TexelBlocks, EacR11SignedAndRg11) {
  auto t = decode(TexelFormat::EacR11Snorm, eac(0x80, 1, 0));
  expect_texel(t[0], -1, 0, 0, 1);
  expect_texel(t[12 + 1], float(-912.0 / 1023), 0, 0, 1);
  std::vector<uint8_t> rg = eac(100, 2, 13), green = eac(0x80, 1, 0);
  rg.insert(rg.end(), green.begin(), green.end());
  auto u = decode(TexelFormat::EacRg11Snorm, rg);
  expect_texel(u[0], float(784.0 / 1023), -1, 0, 1);  // signed red: 800 + 16 * -1, no + 4
}

// RGBA8: an EAC alpha word (base 128, multiplier 3, table 14: -4 -6 -8 -9 3 5 7 8; alpha
// 128 + 3 m: index 3 -> 101, index 7 -> 152) before a colour word.
TEST(TexelBlocks, Etc2Rgba8Alpha) {
  std::vector<uint8_t> block = eac(128, 3, 14);
  EtcWord colour;
  colour.field(63, 60, 1);  // individual mode, red 1 -> 17
  std::vector<uint8_t> c = colour.bytes();
  block.insert(block.end(), c.begin(), c.end());
  auto t = decode(TexelFormat::Etc2Rgba8Unorm, block);
  EXPECT_EQ(t[12].c[3], u8(101));
  EXPECT_EQ(t[12 + 1].c[3], u8(152));
}

// --- ASTC ---------------------------------------------------------------------------------------
// Section numbers are those of the ASTC specification (KHR_texture_compression_astc_hdr's appendix
// C). A unorm channel reads the interpolated UNORM16 value C as 1.0 when C is 65535 and otherwise
// C / 65536 rounded toward zero to FP16 (C.2.19), that is C with the bits below its top 11 cleared,
// over 65536: each expected value below is that number, exact in f32. Every block here also
// decodes to these numbers in Arm's astc-encoder (astcenc 4.2, FP16 output), except the error
// colour, for which it returns NaNs or 0xff00 magenta where the specification allows magenta.

// A block from its fields written upwards from bit 0 and its weight stream, whose bit n is the
// block's bit 127 - n (C.2.16).
std::vector<uint8_t> astc(const BitWriter& low, const BitWriter& weights = BitWriter(16)) {
  std::vector<uint8_t> b = low.block();
  for (size_t n = 0; n < weights.position(); n++)
    if ((weights.block()[n >> 3] >> (n & 7)) & 1) b[(127 - n) >> 3] |= uint8_t(1u << ((127 - n) & 7));
  return b;
}

void expect_error_colour(const std::vector<DecodedTexel>& t) {
  for (const DecodedTexel& texel : t) expect_texel(texel, 1, 0, 1, 1);
}

// Void extent (C.2.23): bits 0-8 0x1fc, bit 9 0 (LDR), bits 10-11 1, extents all ones (none), then
// R, G, B, A as UNORM16: 0xffff -> 1, 0x8000 -> 0.5, 0 -> 0, 0x4321 -> 0x4320 / 65536 (FP16 keeps
// 11 bits; 0x4321 / 65535 would be 0.26222...). sRGB takes the top 8 bits: 0xff, 0x80 through
// sRGB, alpha 0x43 / 255.
TEST(TexelBlocks, AstcVoidExtent) {
  auto block = [](uint32_t flags, uint64_t extents) {
    BitWriter w(16);
    w.put(9, 0x1fc).put(3, flags).put(52, extents).put(16, 0xffff).put(16, 0x8000).put(16, 0).put(16, 0x4321);
    return w.block();
  };
  const uint64_t none = (uint64_t{1} << 52) - 1;
  for (TexelFormat f : {TexelFormat::Astc4x4Unorm, TexelFormat::Astc12x12Unorm}) {
    auto t = decode(f, block(6, none));
    for (const DecodedTexel& texel : t) expect_texel(texel, 1, 0.5f, 0, 0.26220703125f);
  }
  auto s = decode(TexelFormat::Astc8x5UnormSrgb, block(6, none));
  ASSERT_EQ(s.size(), 40u);
  expect_texel(s[39], 1, srgb_to_linear(u8(0x80)), 0, u8(0x43));
  // An extent with each minimum below its maximum is legal and changes nothing.
  uint64_t extent = 1 | uint64_t{2} << 13 | uint64_t{1} << 26 | uint64_t{3} << 39;
  expect_texel(decode(TexelFormat::Astc4x4Unorm, block(6, extent))[5], 1, 0.5f, 0, 0.26220703125f);
  expect_error_colour(decode(TexelFormat::Astc4x4Unorm, block(7, none)));  // HDR: the LDR profile's error
  expect_error_colour(decode(TexelFormat::Astc4x4Unorm, block(2, none)));  // reserved bit 10 not 1
  expect_error_colour(decode(TexelFormat::Astc4x4UnormSrgb, block(6, uint64_t{5} | uint64_t{5} << 13)));
}

// Block mode 0x42 (C.2.10, first row: B 0, A 2, R 100): a 4x4 grid of 2-bit weights (0..3), one
// partition, CEM 8 (RGB direct) whose six values take 8 bits each (79 bits are left, C.2.22):
// (0, 255, 255, 0, 64, 128). s1 = 383 >= s0 = 319, so e0 = (0, 255, 64), e1 = (255, 0, 128).
// Weights 0..3 widen to 0, 21, 42 + 1, 64 (C.2.17); texel (x, y) has weight x. Texel 1, weight 21:
// R = (65535 * 21 + 32) / 64 = 21504 -> 0.328125, G = 44031 -> 44000, B = (16448 * 43 + 32896 * 21
// + 32) / 64 = 21845 -> 21840. Texel 2, weight 43: R 44031, G 21504, B 27499 -> 27488.
std::vector<uint8_t> astc_rgb_direct() {
  BitWriter low(16), weights(16);
  low.put(11, 0x42).put(2, 0).put(4, 8);
  for (uint32_t v : {0, 255, 255, 0, 64, 128}) low.put(8, v);
  for (int t = 0; t < 16; t++) weights.put(2, uint32_t(t % 4));
  return astc(low, weights);
}

TEST(TexelBlocks, AstcSinglePartition) {
  auto t = decode(TexelFormat::Astc4x4Unorm, astc_rgb_direct());
  for (int y = 0; y < 4; y++) {
    expect_texel(t[y * 4 + 0], 0, 1, 16448 / 65536.0f, 1);
    expect_texel(t[y * 4 + 1], 0.328125f, 44000 / 65536.0f, 21840 / 65536.0f, 1);
    expect_texel(t[y * 4 + 2], 44000 / 65536.0f, 0.328125f, 27488 / 65536.0f, 1);
    expect_texel(t[y * 4 + 3], 1, 0, 32896 / 65536.0f, 1);
  }
  // sRGB widens the colour endpoints with 0x80: texel 2, R = (128 * 21 + 65408 * 43 + 32) / 64 =
  // 43988 (top byte 171), G = (65408 * 21 + 128 * 43 + 32) / 64 = 21548 (84), B = (16512 * 21 +
  // 32896 * 43 + 32) / 64 = 27520 (107); alpha, replicated, is 255.
  auto s = decode(TexelFormat::Astc4x4UnormSrgb, astc_rgb_direct());
  expect_texel(s[2], srgb_to_linear(u8(171)), srgb_to_linear(u8(84)), srgb_to_linear(u8(107)), 1);
  expect_texel(s[3], 1, 0, srgb_to_linear(u8(128)), 1);
}

// Dual plane (C.2.20): mode 0x441 (D, R 010: 1-bit weights on a 4x4 grid, 32 weights), CEM 4
// (luminance + alpha direct: L 0x10, 0xf0, A 0xff, 0x00), the colour component selector 3 (alpha
// on plane 1) in bits 94-95, just below the 32 weight bits. Each texel's two weights (plane 0
// first) are x >= 2 and y >= 2, widened to 0 or 64. L 0x1010 = 4112 stays; 0xf0f0 -> 0xf0e0.
TEST(TexelBlocks, AstcDualPlane) {
  BitWriter low(16), weights(16);
  low.put(11, 0x441).put(2, 0).put(4, 4).put(8, 0x10).put(8, 0xf0).put(8, 0xff).put(8, 0x00);
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 4; x++) weights.put(1, x >= 2).put(1, y >= 2);
  std::vector<uint8_t> b = astc(low, weights);
  b[11] |= 0xc0;  // bits 94, 95
  auto t = decode(TexelFormat::Astc4x4Unorm, b);
  const float l0 = 4112 / 65536.0f, l1 = 61664 / 65536.0f;
  expect_texel(t[0], l0, l0, l0, 1);
  expect_texel(t[3], l1, l1, l1, 1);
  expect_texel(t[8], l0, l0, l0, 0);
  expect_texel(t[15], l1, l1, l1, 0);
}

// Partitions (C.2.21), mode 0x42 with every weight 0, so each texel shows its partition's e0.
// Fields: the partition count - 1 (bits 11-12), the 10-bit pattern index, the 6-bit CEM field
// (0: one mode, CEM 0, for all), then the endpoint values (8 bits each: 67 bits are left). The
// patterns are select_partition's for a small block (x and y doubled), as the specification's
// code computes them.
std::vector<uint8_t> astc_partitions(uint32_t count, uint32_t seed, uint32_t cem_field,
                                     std::initializer_list<uint32_t> values) {
  BitWriter low(16), weights(16);
  low.put(11, 0x42).put(2, count - 1).put(10, seed).put(6, cem_field);
  for (uint32_t v : values) low.put(8, v);
  weights.put(32, 0);
  return astc(low, weights);
}

TEST(TexelBlocks, AstcPartitions) {
  // Two partitions, pattern 0x2a: luminance 0 in partition 0, 255 in partition 1.
  auto two = decode(TexelFormat::Astc4x4Unorm, astc_partitions(2, 0x2a, 0, {0, 0, 255, 255}));
  const int pattern2[16] = {1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0};
  for (int t = 0; t < 16; t++) expect_texel(two[t], float(pattern2[t]), float(pattern2[t]), float(pattern2[t]), 1);
  // Four partitions, pattern 0x155: luminance 0, 85, 170, 255 (0x5555 -> 0x5550, 0xaaaa -> 0xaaa0).
  auto four = decode(TexelFormat::Astc4x4Unorm, astc_partitions(4, 0x155, 0, {0, 0, 85, 85, 170, 170, 255, 255}));
  const int pattern4[16] = {3, 3, 3, 2, 3, 3, 3, 3, 0, 0, 0, 2, 0, 0, 0, 0};
  const float lum[4] = {0, 0x5550 / 65536.0f, 0xaaa0 / 65536.0f, 1};
  for (int t = 0; t < 16; t++) EXPECT_EQ(four[t].c[0], lum[pattern4[t]]) << t;
  // Modes per partition (C.2.11): field 0b001001 is selector 01 (classes 0 and 1), C0 0, C1 1, M0
  // 00; M1 (00) lies in the 2 bits below the weights. Partition 0 is CEM 0 (L 0x40), partition 1
  // CEM 4 (L 0xc0, A 0x80): 0x4040, 0xc0c0 and 0x8080 keep their top 11 bits.
  auto mixed =
      decode(TexelFormat::Astc4x4Unorm, astc_partitions(2, 0x2a, 0b001001, {0x40, 0x40, 0xc0, 0xc0, 0x80, 0x80}));
  for (int t = 0; t < 16; t++) {
    if (pattern2[t])
      expect_texel(mixed[t], 0xc0c0 / 65536.0f, 0xc0c0 / 65536.0f, 0xc0c0 / 65536.0f, 0x8080 / 65536.0f);
    else
      expect_texel(mixed[t], 0x4040 / 65536.0f, 0x4040 / 65536.0f, 0x4040 / 65536.0f, 1);
  }
}

// Weights of a trit range (C.2.12): mode 0x51 (R 011: 0..2, no bits), 16 trits in 26 bits: three
// blocks of 8 bits T and 2 bits of a fourth. CEM 0 with L 0, 255, so trits 0, 1, 2 (weights 0,
// 32, 63 + 1) read 0, 0.5, 1. The first two blocks take the plain branch (T[4:2] != 111, T[6:5]
// != 11, C[1:0] and C[3:2] != 11: t0 from C[1:0], t1 = C[3:2], t2 = C[4], t3 = T[6:5], t4 = T[7]);
// the third has T[4:2] = 111: C = {T[7:5], T[1:0]} = 0, t4 = t3 = 2, t2 = t1 = t0 = 0; the last
// texel's T[1:0] = 10 is t0 = 2.
TEST(TexelBlocks, AstcTritWeights) {
  BitWriter low(16), weights(16);
  low.put(11, 0x51).put(2, 0).put(4, 0).put(8, 0).put(8, 255);
  weights.put(8, 0b11010100);  // t = 0, 1, 1, 2, 1
  weights.put(8, 0b00101010);  // t = 2, 2, 0, 1, 0
  weights.put(8, 0b00011100);  // t = 0, 0, 0, 2, 2
  weights.put(2, 0b10);        // t = 2
  auto t = decode(TexelFormat::Astc4x4Unorm, astc(low, weights));
  const float expected[16] = {0, 0.5f, 0.5f, 1, 0.5f, 1, 1, 0, 0.5f, 0, 0, 0, 0, 1, 1, 1};
  for (int i = 0; i < 16; i++) expect_texel(t[i], expected[i], expected[i], expected[i], 1);
}

// Weights of a quint range: mode 0x52 (R 101: 0..4, no bits), 16 quints in 38 bits: five blocks of
// 7 bits Q and 3 bits of a sixth. Quints 0..4 widen to 0, 16, 32, 47 + 1, 63 + 1 and read 0,
// 0.25, 0.5, (65535 * 48 + 32) / 64 = 49151 -> 0xbfe0, 1. Blocks: plain (q0 = Q[2:0], q1 =
// Q[4:3], q2 = Q[6:5]); Q[2:1] = 11 with Q[6:5] = 00 (q2 = {Q0, Q4&~Q0, Q3&~Q0} = 0, q1 = q0 = 4);
// C[2:0] = 101 (q1 = 4, q0 = C[4:3] = 1, q2 = Q[6:5] = 1); Q[2:1] = 11 (q2 = 4, C = {Q[4:3],
// ~Q[6:5], Q0} = 11000: q1 = 3, q0 = 0).
TEST(TexelBlocks, AstcQuintWeights) {
  BitWriter low(16), weights(16);
  low.put(11, 0x52).put(2, 0).put(4, 0).put(8, 0).put(8, 255);
  weights.put(7, 0b1001000);  // q = 0, 1, 2
  weights.put(7, 0b0011100);  // q = 4, 3, 0
  weights.put(7, 0b0000110);  // q = 4, 4, 0
  weights.put(7, 0b0101101);  // q = 1, 4, 1
  weights.put(7, 0b1111110);  // q = 0, 3, 4
  weights.put(3, 3);          // q = 3
  auto t = decode(TexelFormat::Astc4x4Unorm, astc(low, weights));
  const float q3 = 0xbfe0 / 65536.0f;
  const float expected[16] = {0, 0.25f, 0.5f, 1, q3, 0, 1, 1, 0, 0.25f, 1, 0.25f, 0, q3, 1, q3};
  for (int i = 0; i < 16; i++) EXPECT_EQ(t[i].c[0], expected[i]) << i;
}

// Infill (C.2.18) on a 12x12 footprint: the 4x4 grid of astc_rgb_direct's weights (column x has
// 0, 21, 43, 64) under CEM 0 (L 0, 255). Ds = (1024 + 6) / 11 = 93, gs = (93 * s * 3 + 32) >> 6:
// 0, 4, 9, 13, 17, 22, 26, 31, 35, 39, 44, 48; rows are equal, so the weight is (p[js] * (16 - fs)
// + p[js + 1] * fs + 8) >> 4: 0, 5, 12, 17, 22, 29, 35, 42, 47, 52, 59, 64.
TEST(TexelBlocks, AstcInfill12x12) {
  BitWriter low(16), weights(16);
  low.put(11, 0x42).put(2, 0).put(4, 0).put(8, 0).put(8, 255);
  for (int t = 0; t < 16; t++) weights.put(2, uint32_t(t % 4));
  auto t = decode(TexelFormat::Astc12x12Unorm, astc(low, weights));
  ASSERT_EQ(t.size(), 144u);
  const int w[12] = {0, 5, 12, 17, 22, 29, 35, 42, 47, 52, 59, 64};
  for (int y : {0, 7, 11})
    for (int x = 0; x < 12; x++) {
      uint32_t c = (65535u * uint32_t(w[x]) + 32) / 64;
      // FP16 toward zero: c's bits below its top 11 cleared (these c are all at least 2^11).
      if (c != 65535 && c > 2047) c &= ~((1u << (std::bit_width(c) - 11)) - 1);
      float expected = c == 65535 ? 1.0f : float(c) / 65536.0f;
      EXPECT_EQ(t[size_t(y * 12 + x)].c[0], expected) << x << "," << y;
    }
  EXPECT_EQ(t[1].c[0], 0.078125f);  // weight 5: 5120
  EXPECT_EQ(t[6].c[0], 0.54638671875f);
}

// A non-square footprint, 10x6, with a grid its size: mode 0x1a4 (C.2.10's 10x6 row, R 010:
// 1-bit weights, 60 of them), CEM 0 with L 0x20, 0xe0; texel (x, y) has weight (x + y) & 1.
// 0x2020 keeps its bits, 0xe0e0 -> 0xe0e0.
TEST(TexelBlocks, Astc10x6Grid) {
  BitWriter low(16), weights(16);
  low.put(11, 0x1a4).put(2, 0).put(4, 0).put(8, 0x20).put(8, 0xe0);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 10; x++) weights.put(1, uint32_t(x + y) & 1);
  auto t = decode(TexelFormat::Astc10x6Unorm, astc(low, weights));
  ASSERT_EQ(t.size(), 60u);
  for (int y = 0; y < 6; y++)
    for (int x = 0; x < 10; x++)
      EXPECT_EQ(t[size_t(y * 10 + x)].c[0], ((x + y) & 1) ? 0xe0e0 / 65536.0f : 0x2020 / 65536.0f) << x << "," << y;
}

struct Rgba8 {
  int c[4];
};

// The LDR endpoint modes (C.2.14) on mode 0x42 with texel 0 at weight 0 (e0) and texel 1 at
// weight 3 (e1); each expected value is the 8-bit endpoint e * 257 to FP16.
float e16(int e) {
  uint32_t c = uint32_t(e) * 257;
  if (c == 65535) return 1;
  if (c > 2047) c &= ~((1u << (std::bit_width(c) - 11)) - 1);
  return float(c) / 65536.0f;
}

void expect_endpoints(uint32_t cem, std::initializer_list<uint32_t> values, Rgba8 e0, Rgba8 e1) {
  BitWriter low(16), weights(16);
  low.put(11, 0x42).put(2, 0).put(4, cem);
  for (uint32_t v : values) low.put(8, v);
  weights.put(2, 0).put(2, 3).put(28, 0);
  auto t = decode(TexelFormat::Astc4x4Unorm, astc(low, weights));
  SCOPED_TRACE(cem);
  expect_texel(t[0], e16(e0.c[0]), e16(e0.c[1]), e16(e0.c[2]), e16(e0.c[3]));
  expect_texel(t[1], e16(e1.c[0]), e16(e1.c[1]), e16(e1.c[2]), e16(e1.c[3]));
}

TEST(TexelBlocks, AstcEndpointModes) {
  // 1: L0 = (0x81 >> 2) | (0xc5 & 0xc0) = 0xe0, L1 = L0 + (0xc5 & 0x3f) = 0xe5.
  expect_endpoints(1, {0x81, 0xc5}, {{0xe0, 0xe0, 0xe0, 255}}, {{0xe5, 0xe5, 0xe5, 255}});
  // 5: bit_transfer_signed(v1, v0) gives v0 = 0x40, v1 = 2; (v3, v2): v2 = 0x20 | 0x80, v3 = 1.
  expect_endpoints(5, {0x80, 0x04, 0x40, 0x82}, {{0x40, 0x40, 0x40, 0xa0}}, {{0x42, 0x42, 0x42, 0xa1}});
  // 6: e0 = v * v3 >> 8 (v3 = 0x80), e1 = v.
  expect_endpoints(6, {0x80, 0x40, 0xff, 0x80}, {{0x40, 0x20, 0x7f, 255}}, {{0x80, 0x40, 0xff, 255}});
  // 8: s1 = 250 < s0 = 500: e0 = blue_contract(100, 100, 50), e1 = blue_contract(200, 200, 100).
  expect_endpoints(8, {200, 100, 200, 100, 100, 50}, {{75, 75, 50, 255}}, {{150, 150, 100, 255}});
  // 9: base (0xc0, 0x20, 0x10), offsets (2, -1, 0) sum >= 0.
  expect_endpoints(9, {0x80, 0x84, 0x40, 0x7e, 0x20, 0x00}, {{0xc0, 0x20, 0x10, 255}}, {{0xc2, 0x1f, 0x10, 255}});
  // 9: base (0x40, 0x20, 0x10), offsets -1 each: e0 = blue_contract(0x3f, 0x1f, 0x0f), e1 =
  // blue_contract(0x40, 0x20, 0x10).
  expect_endpoints(9, {0x80, 0x7e, 0x40, 0x7e, 0x20, 0x7e}, {{0x27, 0x17, 0x0f, 255}}, {{0x28, 0x18, 0x10, 255}});
  // 10: mode 6 with alphas v4, v5.
  expect_endpoints(10, {0x80, 0x40, 0xff, 0x80, 0x10, 0xf0}, {{0x40, 0x20, 0x7f, 0x10}}, {{0x80, 0x40, 0xff, 0xf0}});
  // 12: s1 = 120 >= s0 = 90: direct.
  expect_endpoints(12, {10, 20, 30, 40, 50, 60, 70, 80}, {{10, 30, 50, 70}}, {{20, 40, 60, 80}});
  // 13: bases (0x40, 0x20, 0x10, 0x08), offsets (2, 2, 2, -1).
  expect_endpoints(13, {0x80, 0x04, 0x40, 0x04, 0x20, 0x04, 0x10, 0x7e}, {{0x40, 0x20, 0x10, 0x08}},
                   {{0x42, 0x22, 0x12, 0x07}});
}

// Illegal encodings (C.2.24) and HDR in the LDR profile (C.2.25) decode to opaque magenta.
TEST(TexelBlocks, AstcErrorColour) {
  expect_error_colour(decode(TexelFormat::Astc4x4Unorm, std::vector<uint8_t>(16, 0)));  // reserved mode 0
  // CEM 2, HDR luminance.
  BitWriter hdr(16), w32(16);
  hdr.put(11, 0x42).put(2, 0).put(4, 2).put(16, 0x1234);
  w32.put(32, 0);
  expect_error_colour(decode(TexelFormat::Astc4x4UnormSrgb, astc(hdr, w32)));
  // Dual plane with four partitions.
  BitWriter dual(16);
  dual.put(11, 0x442).put(2, 3).put(10, 5).put(6, 0);
  expect_error_colour(decode(TexelFormat::Astc4x4Unorm, astc(dual)));
  // Mode 0x004 is a 12x2 grid of 1-bit weights: wider than a 4x4 footprint, legal in 12x12.
  BitWriter wide(16), w24(16);
  wide.put(11, 0x004).put(2, 0).put(4, 0).put(8, 0).put(8, 255);
  w24.put(24, 0xffffff);
  expect_error_colour(decode(TexelFormat::Astc4x4Unorm, astc(wide, w24)));
  expect_texel(decode(TexelFormat::Astc12x12Unorm, astc(wide, w24))[0], 1, 1, 1, 1);
  // Mode 0x041 (R 010, 4x4 1-bit weights) has only 16 weight bits, fewer than 24.
  BitWriter few(16);
  few.put(11, 0x041).put(2, 0).put(4, 0).put(8, 0).put(8, 255);
  expect_error_colour(decode(TexelFormat::Astc4x4Unorm, astc(few)));
}

// Blocks of every footprint with the decoding of Arm's reference codec, astc-encoder 4.2
// (tools/gen_astc_reference.cpp says which blocks and how): blocks its encoder made, random blocks
// of one to four partitions and void extents, and random blocks that decode to the error colour,
// each compared through a hash of its f32 texels.
struct AstcReference {
  TexelFormat format;
  const char* block;
  uint64_t hash;
};

const AstcReference kAstcReferences[] = {
#include "exec/astc_reference_blocks.inc"
};

TEST(TexelBlocks, AstcMatchesTheReferenceDecoder) {
  for (const AstcReference& r : kAstcReferences) {
    std::vector<uint8_t> block(16);
    for (size_t i = 0; i < 16; i++) block[i] = uint8_t(std::stoul(std::string(r.block + 2 * i, 2), nullptr, 16));
    uint64_t hash = 0xcbf29ce484222325ull;
    for (const DecodedTexel& t : decode(r.format, block))
      for (float v : t.c) {
        uint32_t bits = std::bit_cast<uint32_t>(v);
        for (int i = 0; i < 4; i++) hash = (hash ^ ((bits >> (8 * i)) & 0xff)) * 0x100000001b3ull;
      }
    EXPECT_EQ(hash, r.hash) << texel_format_string(r.format) << " " << r.block;
  }
}

// A 5x2 view of bc4-r-unorm (two blocks across, one down) decodes into a 5x2 rgba32float plane:
// texels past the view's edge in the blocks are dropped.
TEST(TexelBlocks, ViewsDecodeIntoFloatPlanes) {
  std::vector<uint8_t> blocks = {255, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0};  // every index 0
  TextureBinding view;
  view.format = TexelFormat::Bc4RUnorm;
  view.levels.push_back({blocks.data(), 5, 2, 1});
  ASSERT_TRUE(decode_compressed_view(&view));
  EXPECT_EQ(view.format, TexelFormat::Rgba32Float);
  ASSERT_TRUE(view.decoded);
  EXPECT_EQ(view.decoded->size(), 5u * 2 * 16);
  const float* texels = reinterpret_cast<const float*>(view.levels[0].data);
  EXPECT_EQ(texels[0], 1);      // (0, 0): the first block's red0
  EXPECT_EQ(texels[4 * 4], 0);  // (4, 0): the second block's red0
  EXPECT_EQ(texels[4 * 5 + 3], 1);
}

// A view decoded with a cache reads the kept planes while its blocks stay the same, and is decoded
// again, with the new values, once a byte of a block changed.
TEST(TexelBlocks, DecodedViewsAreKeptUntilTheirBlocksChange) {
  std::vector<uint8_t> blocks = {255, 0, 0, 0, 0, 0, 0, 0};  // bc4: red0 255, every index 0
  auto bind = [&] {
    TextureBinding view;
    view.format = TexelFormat::Bc4RUnorm;
    view.levels.push_back({blocks.data(), 4, 4, 1});
    return view;
  };
  DecodedViewCache cache;
  TextureBinding first = bind();
  ASSERT_TRUE(decode_compressed_view(&first, &cache));
  TextureBinding second = bind();
  ASSERT_TRUE(decode_compressed_view(&second, &cache));
  EXPECT_EQ(second.decoded.get(), first.decoded.get());  // the same planes, not decoded again
  EXPECT_EQ(reinterpret_cast<const float*>(second.levels[0].data)[0], 1);

  blocks[0] = 0;  // red0 0: every texel reads 0
  TextureBinding third = bind();
  ASSERT_TRUE(decode_compressed_view(&third, &cache));
  EXPECT_NE(third.decoded.get(), first.decoded.get());
  EXPECT_EQ(reinterpret_cast<const float*>(third.levels[0].data)[0], 0);
  EXPECT_EQ(reinterpret_cast<const float*>(first.levels[0].data)[0], 1);  // a view in use keeps its planes

  TextureBinding smaller = bind();  // the same bytes read as a smaller level are another view
  smaller.levels[0].width = 2;
  ASSERT_TRUE(decode_compressed_view(&smaller, &cache));
  EXPECT_NE(smaller.decoded.get(), third.decoded.get());
  EXPECT_EQ(smaller.decoded->size(), 2u * 4 * 16);
}

// A decoding is charged before its planes exist: a refused charge leaves the view as it was and
// keeps nothing; a granted one lasts while either the cache or a view still holds the planes, and
// a stale decoding gives its charge back before the new one is taken.
TEST(TexelBlocks, DecodingsAreChargedWhileTheirPlanesLive) {
  std::vector<uint8_t> blocks = {255, 0, 0, 0, 0, 0, 0, 0};  // bc4: red0 255, every index 0
  auto bind = [&] {
    TextureBinding view;
    view.format = TexelFormat::Bc4RUnorm;
    view.levels.push_back({blocks.data(), 4, 4, 1});
    return view;
  };
  uint64_t charged = 0, limit = 0;
  auto reserve = [&](uint64_t bytes) -> std::shared_ptr<void> {
    if (charged + bytes > limit) return nullptr;
    charged += bytes;
    return std::shared_ptr<void>(new int(0), [&charged, bytes](void* p) {
      charged -= bytes;
      delete static_cast<int*>(p);
    });
  };
  DecodedViewCache cache;
  TextureBinding refused = bind();
  limit = 4 * 4 * 16;  // the planes, but not the cache's copy of the block beside them
  EXPECT_FALSE(decode_compressed_view(&refused, &cache, reserve));
  EXPECT_EQ(refused.format, TexelFormat::Bc4RUnorm);
  EXPECT_EQ(refused.levels[0].data, blocks.data());
  EXPECT_FALSE(refused.decoded);
  EXPECT_FALSE(cache.planes);
  EXPECT_EQ(charged, 0u);

  limit = 4 * 4 * 16 + 8;
  TextureBinding first = bind();
  ASSERT_TRUE(decode_compressed_view(&first, &cache, reserve));
  EXPECT_EQ(charged, 4u * 4 * 16 + 8);
  blocks[0] = 0;  // stale: decoded again within the same limit, the old planes still in `first`
  TextureBinding second = bind();
  EXPECT_FALSE(decode_compressed_view(&second, &cache, reserve));  // `first` still holds the old planes
  first = TextureBinding{};
  ASSERT_TRUE(decode_compressed_view(&second, &cache, reserve));
  EXPECT_EQ(reinterpret_cast<const float*>(second.levels[0].data)[0], 0);
  EXPECT_EQ(charged, 4u * 4 * 16 + 8);
  cache = DecodedViewCache{};
  EXPECT_EQ(charged, 4u * 4 * 16 + 8);  // `second` still reads the planes
  second = TextureBinding{};
  EXPECT_EQ(charged, 0u);
}

}  // namespace
}  // namespace wgx::exec
