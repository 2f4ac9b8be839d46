// PNG encoding and decoding on libspng (png_image.h).
#include "cli/png_image.h"

#include <spng.h>

#include <cstdlib>
#include <fstream>
#include <memory>

namespace wgx::cli {
namespace {

struct ContextDeleter {
  void operator()(spng_ctx* ctx) const { spng_ctx_free(ctx); }
};
using Context = std::unique_ptr<spng_ctx, ContextDeleter>;

struct MallocDeleter {
  void operator()(void* p) const { std::free(p); }
};

uint8_t color_type(PngChannels channels) {
  switch (channels) {
    case PngChannels::Gray: return SPNG_COLOR_TYPE_GRAYSCALE;
    case PngChannels::Rgb: return SPNG_COLOR_TYPE_TRUECOLOR;
    case PngChannels::Rgba: return SPNG_COLOR_TYPE_TRUECOLOR_ALPHA;
  }
  return SPNG_COLOR_TYPE_TRUECOLOR_ALPHA;
}

bool failed(int code, const char* what, std::string* error) {
  if (code == 0) return false;
  *error = std::string(what) + ": " + spng_strerror(code);
  return true;
}

// A file of more bytes than this cannot be a PNG of max_pixels (deflate's worst case is a few bytes
// a block over the raw size; ancillary chunks are capped by the decoder's chunk limits).
uint64_t max_file_bytes(uint64_t max_pixels) { return max_pixels * 8 + (uint64_t{64} << 20); }

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
  Context ctx(spng_ctx_new(SPNG_CTX_ENCODER));
  if (!ctx) {
    *error = "out of memory for the PNG encoder";
    return {};
  }
  spng_ihdr ihdr{};
  ihdr.width = image.width;
  ihdr.height = image.height;
  ihdr.bit_depth = 8;
  ihdr.color_type = color_type(image.channels);
  if (failed(spng_set_option(ctx.get(), SPNG_ENCODE_TO_BUFFER, 1), "PNG encoder", error) ||
      failed(spng_set_ihdr(ctx.get(), &ihdr), "PNG header", error) ||
      failed(spng_encode_image(ctx.get(), image.pixels.data(), image.pixels.size(), SPNG_FMT_PNG,
                               SPNG_ENCODE_FINALIZE),
             "PNG encoding", error))
    return {};
  size_t size = 0;
  int code = 0;
  std::unique_ptr<void, MallocDeleter> buffer(spng_get_png_buffer(ctx.get(), &size, &code));
  if (!buffer) {
    failed(code ? code : SPNG_EINTERNAL, "PNG encoding", error);
    return {};
  }
  const auto* bytes = static_cast<const uint8_t*>(buffer.get());
  return std::vector<uint8_t>(bytes, bytes + size);
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

bool decode_png(const std::vector<uint8_t>& bytes, PngImage* image, std::string* error, uint64_t max_pixels) {
  Context ctx(spng_ctx_new(0));
  if (!ctx) {
    *error = "out of memory for the PNG decoder";
    return false;
  }
  // Ancillary chunks (text, ICC profiles) are skipped past 1 MiB each and 4 MiB in all.
  if (failed(spng_set_chunk_limits(ctx.get(), 1u << 20, 4u << 20), "PNG decoder", error) ||
      failed(spng_set_png_buffer(ctx.get(), bytes.data(), bytes.size()), "PNG input", error))
    return false;
  spng_ihdr ihdr{};
  if (failed(spng_get_ihdr(ctx.get(), &ihdr), "not a valid PNG", error)) return false;
  uint64_t pixels = uint64_t{ihdr.width} * ihdr.height;
  if (pixels > max_pixels) {
    *error = "the PNG is " + std::to_string(ihdr.width) + "x" + std::to_string(ihdr.height) + ", more than the " +
             std::to_string(max_pixels) + " pixels allowed";
    return false;
  }
  size_t size = 0;
  if (failed(spng_decoded_image_size(ctx.get(), SPNG_FMT_RGBA8, &size), "PNG size", error)) return false;
  image->width = ihdr.width;
  image->height = ihdr.height;
  image->channels = PngChannels::Rgba;
  image->pixels.assign(size, 0);
  return !failed(spng_decode_image(ctx.get(), image->pixels.data(), size, SPNG_FMT_RGBA8, SPNG_DECODE_TRNS),
                 "PNG decoding", error);
}

bool read_png(const std::string& path, PngImage* image, std::string* error, uint64_t max_pixels) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) {
    *error = "cannot read '" + path + "'";
    return false;
  }
  std::streamoff size = in.tellg();
  if (size < 0 || static_cast<uint64_t>(size) > max_file_bytes(max_pixels)) {
    *error = "'" + path + "' is too large to be a PNG of at most " + std::to_string(max_pixels) + " pixels";
    return false;
  }
  std::vector<uint8_t> bytes(static_cast<size_t>(size));
  in.seekg(0);
  in.read(reinterpret_cast<char*>(bytes.data()), size);
  if (!in) {
    *error = "cannot read '" + path + "'";
    return false;
  }
  if (!decode_png(bytes, image, error, max_pixels)) {
    *error = "'" + path + "': " + *error;
    return false;
  }
  return true;
}

}  // namespace wgx::cli
