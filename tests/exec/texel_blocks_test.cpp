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
