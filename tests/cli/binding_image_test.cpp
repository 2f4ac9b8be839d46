// `--png` specs and the mapping from a buffer's words to pixels.
#include "cli/binding_image.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <vector>

namespace wgx::cli {
namespace {

std::vector<uint8_t> bytes_of(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> b(words.size() * 4);
  std::memcpy(b.data(), words.data(), b.size());
  return b;
}

TEST(BindingImage, ParsesSpecs) {
  ImageSpec s;
  std::string err;
  ASSERT_TRUE(parse_image_spec("1:2=640x480:palette:out/m.png", &s, &err)) << err;
  EXPECT_EQ(s.group, 1);
  EXPECT_EQ(s.binding, 2);
  EXPECT_EQ(s.width, 640u);
  EXPECT_EQ(s.height, 480u);
  EXPECT_EQ(s.format, ImageFormat::Palette);
  EXPECT_EQ(s.path, "out/m.png");
  ASSERT_TRUE(parse_image_spec("0:0=4x4:palette-log:b.png", &s, &err));
  EXPECT_EQ(s.format, ImageFormat::Palette);
  EXPECT_TRUE(s.log_scale);
  ASSERT_TRUE(parse_image_spec("0:0=4x4:gray:a:b.png", &s, &err));  // a path with a colon, after its format
  EXPECT_EQ(s.format, ImageFormat::Gray);
  EXPECT_EQ(s.path, "a:b.png");
  ASSERT_TRUE(parse_image_spec("0:0=4x4:b.png", &s, &err));  // no format: gray
  EXPECT_EQ(s.format, ImageFormat::Gray);
  EXPECT_EQ(s.path, "b.png");
  // An unknown format is an error naming the accepted ones, never read as part of the path.
  for (const char* bad : {"0:0=4x4:rgba8-log:b.png", "0:0=4x4:weird:/tmp/x.png", "0:0=4x4:a:b.png"}) {
    EXPECT_FALSE(parse_image_spec(bad, &s, &err)) << bad;
    EXPECT_NE(err.find("unknown format"), std::string::npos) << err;
    EXPECT_NE(err.find("rgba8, gray, palette, gray-log, palette-log"), std::string::npos) << err;
  }
  for (const char* bad : {"0:0=4x4", "0:0=4:x.png", "0=4x4:x.png", "0:0=0x4:x.png", "0:0=4x4:rgba8:", "0:0=4y4:x"})
    EXPECT_FALSE(parse_image_spec(bad, &s, &err)) << bad;
  EXPECT_EQ(err, "invalid --png '0:0=4y4:x': expected GROUP:BINDING=WIDTHxHEIGHT[:FORMAT]:PATH");
}

TEST(BindingImage, Rgba8IsLowByteFirst) {
  ImageSpec s{0, 0, 2, 1, ImageFormat::Rgba8, false, "x.png"};
  std::vector<uint8_t> b = bytes_of({0xff332211u, 0x80ccbbaau, 0x12345678u});
  PngImage img;
  std::string err;
  ASSERT_TRUE(binding_image(s, WordKind::U32, b.data(), b.size(), &img, &err)) << err;
  EXPECT_EQ(img.channels, PngChannels::Rgba);
  EXPECT_EQ(img.pixels, (std::vector<uint8_t>{0x11, 0x22, 0x33, 0xff, 0xaa, 0xbb, 0xcc, 0x80}));
}

TEST(BindingImage, GrayNormalizesToMinMax) {
  ImageSpec s{0, 0, 5, 1, ImageFormat::Gray, false, "x.png"};
  std::vector<float> f = {-1.0f, 0.0f, 3.0f, NAN, INFINITY};
  std::vector<uint32_t> w;
  for (float v : f) w.push_back(std::bit_cast<uint32_t>(v));
  std::vector<uint8_t> b = bytes_of(w);
  PngImage img;
  std::string err;
  ASSERT_TRUE(binding_image(s, WordKind::F32, b.data(), b.size(), &img, &err)) << err;
  EXPECT_EQ(img.channels, PngChannels::Gray);
  EXPECT_EQ(img.pixels, (std::vector<uint8_t>{0, 64, 255, 0, 255}));
  b = bytes_of({0xffffffffu, 1u, 0u, 0u, 0u});  // as i32: -1, 1, 0
  ASSERT_TRUE(binding_image(s, WordKind::I32, b.data(), b.size(), &img, &err));
  EXPECT_EQ(img.pixels, (std::vector<uint8_t>{0, 255, 128, 128, 128}));
}

TEST(BindingImage, LogScale) {
  ImageSpec s{0, 0, 3, 1, ImageFormat::Gray, true, "x.png"};
  std::vector<uint8_t> b = bytes_of({10u, 13u, 25u});  // log(1 + 3) / log(1 + 15) = 1/2
  PngImage img;
  std::string err;
  ASSERT_TRUE(binding_image(s, WordKind::U32, b.data(), b.size(), &img, &err));
  EXPECT_EQ(img.pixels, (std::vector<uint8_t>{0, 128, 255}));
}

TEST(BindingImage, PaletteRunsFromBlueToBlack) {
  ImageSpec s{0, 0, 3, 1, ImageFormat::Palette, false, "x.png"};
  std::vector<uint8_t> b = bytes_of({0u, 256u, 128u});
  PngImage img;
  std::string err;
  ASSERT_TRUE(binding_image(s, WordKind::U32, b.data(), b.size(), &img, &err));
  EXPECT_EQ(img.channels, PngChannels::Rgb);
  ASSERT_EQ(img.pixels.size(), 9u);
  EXPECT_EQ(std::vector<uint8_t>(img.pixels.begin(), img.pixels.begin() + 3), (std::vector<uint8_t>{0, 7, 100}));
  EXPECT_EQ(std::vector<uint8_t>(img.pixels.begin() + 3, img.pixels.begin() + 6), (std::vector<uint8_t>{0, 0, 0}));
}

TEST(BindingImage, BufferTooSmall) {
  ImageSpec s{0, 3, 4, 4, ImageFormat::Gray, false, "x.png"};
  std::vector<uint8_t> b(60);
  PngImage img;
  std::string err;
  EXPECT_FALSE(binding_image(s, WordKind::U32, b.data(), b.size(), &img, &err));
  EXPECT_EQ(err, "--png 0:3: the 4x4 image needs 16 words, the buffer has 15");
}

}  // namespace
}  // namespace wgx::cli
