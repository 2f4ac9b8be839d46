#include "cli/binding_image.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace wgx::cli {
namespace {

bool parse_u32(std::string_view s, uint32_t* v) {
  auto r = std::from_chars(s.data(), s.data() + s.size(), *v);
  return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size();
}

constexpr const char* kImageFormats = "rgba8, gray, palette, gray-log, palette-log";

bool parse_format(std::string_view s, ImageSpec* spec) {
  spec->log_scale = s.ends_with("-log");
  if (spec->log_scale) s.remove_suffix(4);
  ImageFormat* f = &spec->format;
  if (s == "rgba8") return !spec->log_scale && (*f = ImageFormat::Rgba8, true);
  if (s == "gray") return *f = ImageFormat::Gray, true;
  if (s == "palette") return *f = ImageFormat::Palette, true;
  return false;
}

double word_value(WordKind kind, uint32_t w) {
  switch (kind) {
    case WordKind::F32:
      return static_cast<double>(std::bit_cast<float>(w));
    case WordKind::I32:
      return static_cast<double>(static_cast<int32_t>(w));
    case WordKind::U32:
      break;
  }
  return static_cast<double>(w);
}

// Each value's position in [min, max] of the finite values, in [0, 1], linear or logarithmic;
// NaN and -inf 0, inf 1.
std::vector<double> normalized(const std::vector<double>& values, bool log_scale) {
  double lo = std::numeric_limits<double>::infinity(), hi = -lo;
  for (double v : values)
    if (std::isfinite(v)) lo = std::min(lo, v), hi = std::max(hi, v);
  std::vector<double> out;
  out.reserve(values.size());
  for (double v : values) {
    if (std::isnan(v) || v == -std::numeric_limits<double>::infinity())
      out.push_back(0);
    else if (std::isinf(v))
      out.push_back(1);
    else
      out.push_back(hi <= lo ? 0 : log_scale ? std::log1p(v - lo) / std::log1p(hi - lo) : (v - lo) / (hi - lo));
  }
  return out;
}

uint8_t to_byte(double t) { return static_cast<uint8_t>(std::lround(std::clamp(t, 0.0, 1.0) * 255.0)); }

// A ramp through evenly spaced colours, interpolated linearly.
std::array<uint8_t, 3> palette_colour(double t) {
  static constexpr std::array<std::array<uint8_t, 3>, 6> kStops = {
      {{0, 7, 100}, {32, 107, 203}, {237, 255, 255}, {255, 170, 0}, {128, 40, 0}, {0, 0, 0}}};
  double x = std::clamp(t, 0.0, 1.0) * (kStops.size() - 1);
  size_t i = std::min(static_cast<size_t>(x), kStops.size() - 2);
  double f = x - static_cast<double>(i);
  std::array<uint8_t, 3> c;
  for (size_t k = 0; k < 3; k++)
    c[k] = static_cast<uint8_t>(std::lround(kStops[i][k] * (1 - f) + kStops[i + 1][k] * f));
  return c;
}

}  // namespace

bool parse_image_spec(const std::string& text, ImageSpec* spec, std::string* error) {
  *error = "invalid --png '" + text + "': expected GROUP:BINDING=WIDTHxHEIGHT[:FORMAT]:PATH";
  size_t eq = text.find('='), colon = text.find(':');
  if (eq == std::string::npos || colon > eq) return false;
  uint32_t g = 0, b = 0;
  std::string_view all(text);
  if (!parse_u32(all.substr(0, colon), &g) || !parse_u32(all.substr(colon + 1, eq - colon - 1), &b)) return false;
  std::string_view rest = all.substr(eq + 1);
  size_t x = rest.find('x'), dims_end = rest.find(':');
  if (x == std::string::npos || dims_end == std::string::npos || x > dims_end) return false;
  if (!parse_u32(rest.substr(0, x), &spec->width) || !parse_u32(rest.substr(x + 1, dims_end - x - 1), &spec->height))
    return false;
  rest = rest.substr(dims_end + 1);
  spec->format = ImageFormat::Gray, spec->log_scale = false;
  // With a second colon the word before it is the FORMAT: an unknown one is an error naming the
  // formats, never taken as part of the path (a path with a colon needs its format given first).
  if (size_t c = rest.find(':'); c != std::string::npos) {
    if (!parse_format(rest.substr(0, c), spec)) {
      *error = "invalid --png '" + text + "': unknown format '" + std::string(rest.substr(0, c)) + "' (" +
               kImageFormats + "; a PATH with a ':' needs its FORMAT before it)";
      return false;
    }
    rest = rest.substr(c + 1);
  }
  if (rest.empty() || spec->width == 0 || spec->height == 0) return false;
  spec->group = g, spec->binding = b, spec->path = std::string(rest);
  error->clear();
  return true;
}

bool binding_image(const ImageSpec& spec, WordKind kind, const uint8_t* bytes, uint64_t size, PngImage* image,
                   std::string* error) {
  uint64_t pixels = uint64_t{spec.width} * spec.height;
  if (pixels > size / 4) {
    *error = "--png " + std::to_string(spec.group) + ":" + std::to_string(spec.binding) + ": the " +
             std::to_string(spec.width) + "x" + std::to_string(spec.height) + " image needs " + std::to_string(pixels) +
             " words, the buffer has " + std::to_string(size / 4);
    return false;
  }
  image->width = spec.width, image->height = spec.height;
  image->pixels.clear();
  std::vector<uint32_t> words(pixels);
  std::memcpy(words.data(), bytes, pixels * 4);
  if (spec.format == ImageFormat::Rgba8) {
    image->channels = PngChannels::Rgba;
    for (uint32_t w : words)
      for (int k = 0; k < 4; k++) image->pixels.push_back(static_cast<uint8_t>(w >> (8 * k)));
    return true;
  }
  std::vector<double> values;
  values.reserve(words.size());
  for (uint32_t w : words) values.push_back(word_value(kind, w));
  std::vector<double> t = normalized(values, spec.log_scale);
  image->channels = spec.format == ImageFormat::Gray ? PngChannels::Gray : PngChannels::Rgb;
  for (double v : t) {
    if (spec.format == ImageFormat::Gray) {
      image->pixels.push_back(to_byte(v));
    } else {
      auto c = palette_colour(v);
      image->pixels.insert(image->pixels.end(), c.begin(), c.end());
    }
  }
  return true;
}

}  // namespace wgx::cli
