// PNG encoding of an 8-bit image: the signature, then IHDR, one IDAT (the rows, each behind a
// filter-type byte 0, deflated by zlib) and IEND, each chunk closed by zlib's CRC-32.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace wgx::cli {

// Samples per pixel: 1 (grayscale), 3 (RGB) or 4 (RGBA), 8 bits each.
enum class PngChannels : uint8_t { Gray = 1, Rgb = 3, Rgba = 4 };

struct PngImage {
  uint32_t width = 0, height = 0;
  PngChannels channels = PngChannels::Rgba;
  std::vector<uint8_t> pixels;  // rows top to bottom, width * channels bytes each
};

// The bytes of the PNG file; empty (with *error set) when the image is malformed.
std::vector<uint8_t> encode_png(const PngImage& image, std::string* error);

// encode_png, then writes the bytes to `path`; false (with *error set) on failure.
bool write_png(const std::string& path, const PngImage& image, std::string* error);

}  // namespace wgx::cli
