// `wgx run --png G:B=WIDTHxHEIGHT[:FORMAT]:PATH`: a buffer's 32-bit words, in order, as the
// pixels of an image, row by row from the top left.
//   rgba8    each word is a pixel packed as pack4x8unorm writes it: R in the low byte, A in the high one
//   gray     each word is a number (u32, i32 or f32, the binding's element type), mapped linearly
//            from [min, max] of the image's words onto black..white (NaN black, -inf black, inf white)
//   palette  the same numbers mapped onto a dark-blue..white..orange..black colour ramp
//   gray-log, palette-log  the same on a logarithmic scale: log(1 + v - min) / log(1 + max - min)
//            (for counts that are mostly small, such as escape times)
#pragma once

#include <cstdint>
#include <string>

#include "cli/png_image.h"

namespace wgx::cli {

enum class ImageFormat : uint8_t { Rgba8, Gray, Palette };
enum class WordKind : uint8_t { U32, I32, F32 };

struct ImageSpec {
  int64_t group = 0, binding = 0;
  uint32_t width = 0, height = 0;
  ImageFormat format = ImageFormat::Gray;
  bool log_scale = false;  // gray-log, palette-log
  std::string path;
};

// Parses G:B=WIDTHxHEIGHT[:FORMAT]:PATH (FORMAT rgba8, gray, palette, gray-log or palette-log;
// default gray).
bool parse_image_spec(const std::string& text, ImageSpec* spec, std::string* error);

// The first width * height words of `bytes` (size bytes) as an image in `spec`'s format.
bool binding_image(const ImageSpec& spec, WordKind kind, const uint8_t* bytes, uint64_t size, PngImage* image,
                   std::string* error);

}  // namespace wgx::cli
