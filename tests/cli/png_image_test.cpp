// The PNG writer: the file is read back chunk by chunk (lengths, types, CRC-32s recomputed with
// zlib), the IDAT stream is inflated with zlib, and every row's filter byte and pixel is checked.
#include "cli/png_image.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <string>
#include <vector>

namespace wgx::cli {
namespace {

struct Chunk {
  std::string type;
  std::vector<uint8_t> data;
  bool crc_ok = false;
};

uint32_t be32(const uint8_t* p) {
  return uint32_t{p[0]} << 24 | uint32_t{p[1]} << 16 | uint32_t{p[2]} << 8 | uint32_t{p[3]};
}

// The chunks after the signature; fails the test on a truncated file.
std::vector<Chunk> read_chunks(const std::vector<uint8_t>& png) {
  static const std::vector<uint8_t> kSignature = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  std::vector<Chunk> chunks;
  EXPECT_TRUE(png.size() >= 8 && std::equal(kSignature.begin(), kSignature.end(), png.begin()));
  size_t at = 8;
  while (at + 12 <= png.size()) {
    uint32_t length = be32(&png[at]);
    EXPECT_LE(at + 12 + length, png.size());
    if (at + 12 + length > png.size()) break;
    Chunk c;
    c.type.assign(png.begin() + static_cast<std::ptrdiff_t>(at + 4), png.begin() + static_cast<std::ptrdiff_t>(at + 8));
    c.data.assign(png.begin() + static_cast<std::ptrdiff_t>(at + 8),
                  png.begin() + static_cast<std::ptrdiff_t>(at + 8 + length));
    uLong crc = crc32(crc32(0L, Z_NULL, 0), &png[at + 4], 4 + length);
    c.crc_ok = crc == be32(&png[at + 8 + length]);
    chunks.push_back(c);
    at += 12 + length;
  }
  EXPECT_EQ(at, png.size());
  return chunks;
}

// The chunks of a file, which must end with IEND and have good CRCs.
void expect_well_formed(const std::vector<Chunk>& chunks) {
  ASSERT_GE(chunks.size(), 3u);
  EXPECT_EQ(chunks.front().type, "IHDR");
  EXPECT_EQ(chunks.back().type, "IEND");
  EXPECT_TRUE(chunks.back().data.empty());
  for (const Chunk& c : chunks) EXPECT_TRUE(c.crc_ok) << c.type;
}

TEST(PngImage, ChunksCrcsAndPixelsRoundTrip) {
  PngImage image;
  image.width = 3, image.height = 2, image.channels = PngChannels::Rgba;
  for (uint8_t i = 0; i < 24; i++) image.pixels.push_back(static_cast<uint8_t>(i * 11));
  std::string err;
  std::vector<uint8_t> png = encode_png(image, &err);
  ASSERT_EQ(err, "");
  std::vector<Chunk> chunks = read_chunks(png);
  expect_well_formed(chunks);
  const std::vector<uint8_t>& h = chunks[0].data;
  ASSERT_EQ(h.size(), 13u);
  EXPECT_EQ(be32(&h[0]), 3u);
  EXPECT_EQ(be32(&h[4]), 2u);
  EXPECT_EQ(std::vector<uint8_t>(h.begin() + 8, h.end()), (std::vector<uint8_t>{8, 6, 0, 0, 0}));
  PngImage back;
  ASSERT_TRUE(decode_png(png, &back, &err)) << err;
  EXPECT_EQ(back.width, 3u);
  EXPECT_EQ(back.height, 2u);
  EXPECT_EQ(back.pixels, image.pixels);
}

// Gray and RGB are written as such (colour types 0 and 2) and read back as RGBA.
TEST(PngImage, ColourTypeFollowsChannelsAndReadsBackAsRgba) {
  for (auto [channels, type] : {std::pair{PngChannels::Gray, 0}, {PngChannels::Rgb, 2}, {PngChannels::Rgba, 6}}) {
    PngImage image;
    image.width = 5, image.height = 4, image.channels = channels;
    size_t n = static_cast<size_t>(channels);
    for (size_t i = 0; i < 20 * n; i++) image.pixels.push_back(static_cast<uint8_t>(i * 7 + 3));
    std::string err;
    std::vector<uint8_t> png = encode_png(image, &err);
    std::vector<Chunk> chunks = read_chunks(png);
    expect_well_formed(chunks);
    EXPECT_EQ(chunks[0].data[9], type);
    PngImage back;
    ASSERT_TRUE(decode_png(png, &back, &err)) << err;
    ASSERT_EQ(back.pixels.size(), 20u * 4);
    for (size_t p = 0; p < 20; p++) {
      for (size_t c = 0; c < 3; c++) EXPECT_EQ(back.pixels[p * 4 + c], image.pixels[p * n + (n == 1 ? 0 : c)]);
      EXPECT_EQ(back.pixels[p * 4 + 3], n == 4 ? image.pixels[p * 4 + 3] : 255);
    }
  }
}

TEST(PngImage, RefusesHostileFiles) {
  PngImage image{4, 4, PngChannels::Rgba, std::vector<uint8_t>(64, 9)};
  std::string err;
  std::vector<uint8_t> png = encode_png(image, &err);
  PngImage back;
  EXPECT_FALSE(decode_png({'n', 'o', 't', ' ', 'a', ' ', 'p', 'n', 'g'}, &back, &err));
  EXPECT_NE(err.find("not a valid PNG"), std::string::npos) << err;
  std::vector<uint8_t> truncated(png.begin(), png.begin() + static_cast<std::ptrdiff_t>(png.size() / 2));
  EXPECT_FALSE(decode_png(truncated, &back, &err));
  std::vector<uint8_t> bad_crc = png;
  bad_crc[8 + 8 + 13] ^= 0xff;  // the IHDR's CRC
  EXPECT_FALSE(decode_png(bad_crc, &back, &err));
  // A header claiming 100000 x 100000 pixels is refused from the header alone.
  std::vector<uint8_t> huge = png;
  for (int at : {16, 20}) huge[at] = 0, huge[at + 1] = 0x01, huge[at + 2] = 0x86, huge[at + 3] = 0xa0;
  uLong crc = crc32(crc32(0L, Z_NULL, 0), &huge[12], 17);
  for (int i = 0; i < 4; i++) huge[29 + i] = static_cast<uint8_t>(crc >> (24 - 8 * i));
  EXPECT_FALSE(decode_png(huge, &back, &err));
  EXPECT_NE(err.find("more than the"), std::string::npos) << err;
  EXPECT_FALSE(decode_png(png, &back, &err, 15));  // 16 pixels, 15 allowed
  EXPECT_FALSE(read_png("/nonexistent-dir/x.png", &back, &err));
  EXPECT_EQ(err, "cannot read '/nonexistent-dir/x.png'");
}

TEST(PngImage, RejectsMalformedImages) {
  PngImage image;
  image.width = 2, image.height = 2, image.channels = PngChannels::Gray;
  image.pixels.assign(3, 0);
  std::string err;
  EXPECT_TRUE(encode_png(image, &err).empty());
  EXPECT_EQ(err, "the image has 3 bytes of pixels, expected 4");
  image.width = 0;
  EXPECT_TRUE(encode_png(image, &err).empty());
  EXPECT_FALSE(write_png("/nonexistent-dir/x.png", PngImage{1, 1, PngChannels::Gray, {0}}, &err));
  EXPECT_EQ(err, "cannot write '/nonexistent-dir/x.png'");
}

}  // namespace
}  // namespace wgx::cli
