// The PNG writer: the file is read back chunk by chunk (lengths, types, CRC-32s recomputed with
// zlib), the IDAT stream is inflated with zlib, and every row's filter byte and pixel is checked.
#include "cli/png_writer.h"

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

std::vector<uint8_t> inflate_all(const std::vector<uint8_t>& z, size_t expected) {
  std::vector<uint8_t> out(expected + 1);  // one spare byte: a longer stream is an error
  uLongf size = out.size();
  EXPECT_EQ(uncompress(out.data(), &size, z.data(), z.size()), Z_OK);
  out.resize(size);
  return out;
}

TEST(PngWriter, ChunksCrcsAndPixelsRoundTrip) {
  PngImage image;
  image.width = 3, image.height = 2, image.channels = PngChannels::Rgba;
  for (uint8_t i = 0; i < 24; i++) image.pixels.push_back(static_cast<uint8_t>(i * 11));
  std::string err;
  std::vector<uint8_t> png = encode_png(image, &err);
  ASSERT_EQ(err, "");
  std::vector<Chunk> chunks = read_chunks(png);
  ASSERT_EQ(chunks.size(), 3u);
  EXPECT_EQ(chunks[0].type, "IHDR");
  EXPECT_EQ(chunks[1].type, "IDAT");
  EXPECT_EQ(chunks[2].type, "IEND");
  for (const Chunk& c : chunks) EXPECT_TRUE(c.crc_ok) << c.type;
  EXPECT_TRUE(chunks[2].data.empty());
  const std::vector<uint8_t>& h = chunks[0].data;
  ASSERT_EQ(h.size(), 13u);
  EXPECT_EQ(be32(&h[0]), 3u);
  EXPECT_EQ(be32(&h[4]), 2u);
  EXPECT_EQ(std::vector<uint8_t>(h.begin() + 8, h.end()), (std::vector<uint8_t>{8, 6, 0, 0, 0}));
  std::vector<uint8_t> raw = inflate_all(chunks[1].data, 2 * (1 + 12));
  ASSERT_EQ(raw.size(), 26u);
  for (size_t y = 0; y < 2; y++) {
    EXPECT_EQ(raw[y * 13], 0) << "filter type of row " << y;
    for (size_t x = 0; x < 12; x++) EXPECT_EQ(raw[y * 13 + 1 + x], image.pixels[y * 12 + x]);
  }
}

TEST(PngWriter, ColourTypeFollowsChannels) {
  for (auto [channels, type] : {std::pair{PngChannels::Gray, 0}, {PngChannels::Rgb, 2}, {PngChannels::Rgba, 6}}) {
    PngImage image;
    image.width = 5, image.height = 4, image.channels = channels;
    image.pixels.assign(20 * static_cast<size_t>(channels), 7);
    std::string err;
    std::vector<Chunk> chunks = read_chunks(encode_png(image, &err));
    ASSERT_EQ(chunks.size(), 3u);
    EXPECT_EQ(chunks[0].data[9], type);
    std::vector<uint8_t> raw = inflate_all(chunks[1].data, 4 * (1 + 5 * static_cast<size_t>(channels)));
    EXPECT_EQ(raw.size(), 4 * (1 + 5 * static_cast<size_t>(channels)));
  }
}

TEST(PngWriter, RejectsMalformedImages) {
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
