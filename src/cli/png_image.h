// PNG files in and out, on libspng (a small, fuzzed, well-kept PNG library; Debian's libspng0):
// 8-bit gray, RGB or RGBA images written for `--png`, `wgx draw` and the examples, and any PNG
// read back as 8-bit RGBA (16-bit samples keep their high byte, palettes and gray expand, tRNS
// becomes alpha). Reading is for files a user names, so it is bounded: a file whose header claims
// more than the caller's pixel budget is refused before anything is allocated for its pixels.
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

// The largest image decode_png and read_png accept unless told otherwise: 16384 x 16384 (WebGPU's
// largest 2D texture on most adapters), 1 GiB of RGBA pixels.
inline constexpr uint64_t kMaxPngPixels = uint64_t{16384} * 16384;

// Decodes a PNG as RGBA (channels == Rgba); false with *error set (naming what is wrong: not a PNG,
// a bad CRC, a truncated stream, a size past `max_pixels`) otherwise.
bool decode_png(const std::vector<uint8_t>& bytes, PngImage* image, std::string* error,
                uint64_t max_pixels = kMaxPngPixels);

// Reads `path` (at most what a PNG of `max_pixels` could take) and decodes it.
bool read_png(const std::string& path, PngImage* image, std::string* error, uint64_t max_pixels = kMaxPngPixels);

}  // namespace wgx::cli
