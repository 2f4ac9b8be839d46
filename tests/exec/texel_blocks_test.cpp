// The block decoders (exec/texel_blocks.h) on blocks built by hand, each expected value worked out
// from the format's specification in the comment beside it (the Khronos Data Format Specification
// for BC1-BC5 and ETC2/EAC, ARB_texture_compression_bptc for BC6H and BC7, the ASTC specification),
// and a compressed view decoded into the planes the executors read.
#include "exec/texel_blocks.h"

#include <gtest/gtest.h>

#include <cmath>
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

}  // namespace
}  // namespace wgx::exec
