#include "cli/png_writer.h"

#include <zlib.h>

#include <fstream>

namespace wgx::cli {
namespace {

void put_u32_be(std::vector<uint8_t>& out, uint32_t v) {
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<uint8_t>(v >> shift));
}

// Length, type, data, then the CRC-32 of type and data.
void put_chunk(std::vector<uint8_t>& out, const char (&type)[5], const std::vector<uint8_t>& data) {
  put_u32_be(out, static_cast<uint32_t>(data.size()));
  size_t type_at = out.size();
  out.insert(out.end(), type, type + 4);
  out.insert(out.end(), data.begin(), data.end());
  uLong crc = crc32(0L, Z_NULL, 0);
  crc = crc32(crc, out.data() + type_at, static_cast<uInt>(4 + data.size()));
  put_u32_be(out, static_cast<uint32_t>(crc));
}

std::vector<uint8_t> header_data(const PngImage& image) {
  std::vector<uint8_t> ihdr;
  put_u32_be(ihdr, image.width);
  put_u32_be(ihdr, image.height);
  uint8_t color_type = image.channels == PngChannels::Gray ? 0 : image.channels == PngChannels::Rgb ? 2 : 6;
  ihdr.insert(ihdr.end(), {8, color_type, 0, 0, 0});  // bit depth, colour type, deflate, filter, no interlace
  return ihdr;
}

// The rows, each behind filter type 0 (none), as one zlib stream.
bool deflate_rows(const PngImage& image, std::vector<uint8_t>* out) {
  size_t row = static_cast<size_t>(image.width) * static_cast<size_t>(image.channels);
  std::vector<uint8_t> raw;
  raw.reserve((row + 1) * image.height);
  for (uint32_t y = 0; y < image.height; y++) {
    raw.push_back(0);
    auto begin = image.pixels.begin() + static_cast<std::ptrdiff_t>(y * row);
    raw.insert(raw.end(), begin, begin + static_cast<std::ptrdiff_t>(row));
  }
  uLongf size = compressBound(static_cast<uLong>(raw.size()));
  out->resize(size);
  if (compress2(out->data(), &size, raw.data(), static_cast<uLong>(raw.size()), Z_BEST_COMPRESSION) != Z_OK)
    return false;
  out->resize(size);
  return true;
}

}  // namespace

std::vector<uint8_t> encode_png(const PngImage& image, std::string* error) {
  // PNG's limit on each dimension is 2^31 - 1; a zero dimension is invalid.
  if (image.width == 0 || image.height == 0 || image.width > 0x7fffffffu || image.height > 0x7fffffffu) {
    *error = "an image needs a width and a height between 1 and 2^31-1";
    return {};
  }
  uint64_t expected = uint64_t{image.width} * image.height * static_cast<uint64_t>(image.channels);
  if (image.pixels.size() != expected) {
    *error = "the image has " + std::to_string(image.pixels.size()) + " bytes of pixels, expected " +
             std::to_string(expected);
    return {};
  }
  std::vector<uint8_t> idat;
  if (!deflate_rows(image, &idat)) {
    *error = "zlib could not compress the image";
    return {};
  }
  std::vector<uint8_t> png = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  put_chunk(png, "IHDR", header_data(image));
  put_chunk(png, "IDAT", idat);
  put_chunk(png, "IEND", {});
  return png;
}

bool write_png(const std::string& path, const PngImage& image, std::string* error) {
  std::vector<uint8_t> bytes = encode_png(image, error);
  if (bytes.empty()) return false;
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) {
    *error = "cannot write '" + path + "'";
    return false;
  }
  return true;
}

}  // namespace wgx::cli
