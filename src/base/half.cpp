#include "base/half.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace wgx {

uint16_t half_from_double(double v) {
  uint16_t sign = std::signbit(v) ? 0x8000u : 0u;
  double a = std::fabs(v);
  if (std::isnan(v)) return static_cast<uint16_t>(sign | 0x7e00u);
  if (a >= 65520.0) return static_cast<uint16_t>(sign | 0x7c00u);  // 65504 + half an ulp rounds up
  if (a < 0x1p-14) {
    // Subnormal: multiples of 2^-24; rounding up to 2^-14 yields the smallest normal's encoding.
    return static_cast<uint16_t>(sign | static_cast<uint16_t>(std::nearbyint(a * 0x1p24)));
  }
  int exp = 0;
  std::frexp(a, &exp);                                  // a = m * 2^exp, m in [0.5, 1)
  int e = exp - 1;                                      // a = 1.f * 2^e, e in [-14, 15]
  double mant = std::nearbyint(std::ldexp(a, 10 - e));  // [1024, 2048]
  if (mant == 2048.0) mant = 1024.0, e++;
  if (e > 15) return static_cast<uint16_t>(sign | 0x7c00u);
  return static_cast<uint16_t>(sign | ((e + 15) << 10) | (static_cast<uint32_t>(mant) - 1024u));
}

uint16_t half_from_float(float v) {
  if (!std::isnan(v)) return half_from_double(v);
  uint32_t x = std::bit_cast<uint32_t>(v);
  uint32_t payload = (x >> 13) & 0x3ffu;
  return static_cast<uint16_t>(((x >> 16) & 0x8000u) | 0x7c00u | (payload ? payload : 0x200u));
}

float half_to_float(uint16_t h) {
  uint32_t sign = (h & 0x8000u) << 16, exp = (h >> 10) & 0x1fu, man = h & 0x3ffu;
  if (exp == 0) return std::bit_cast<float>(sign | std::bit_cast<uint32_t>(std::ldexp(static_cast<float>(man), -24)));
  if (exp == 31) return std::bit_cast<float>(sign | 0x7f800000u | (man << 13));
  return std::bit_cast<float>(sign | ((exp + 112) << 23) | (man << 13));
}

std::string format_half(uint16_t h) {
  float f = half_to_float(h);
  if (std::isnan(f)) return "NaN";
  if (std::isinf(f)) return f > 0 ? "inf" : "-inf";
  // The fewest significant digits that read back as h (at most 5 tell halves apart), then that
  // decimal in the shorter of fixed and scientific notation, as floats are printed. Integers print
  // as themselves (65504, not 65500: both have five characters).
  char buf[32];
  double shortest = f;
  if (f == std::trunc(f)) {
    auto r = std::to_chars(buf, buf + sizeof buf, static_cast<double>(f));
    return std::string(buf, r.ptr);
  }
  for (int digits = 1; digits <= 5; digits++) {
    auto r = std::to_chars(buf, buf + sizeof buf, f, std::chars_format::scientific, digits - 1);
    *r.ptr = '\0';
    shortest = std::strtod(buf, nullptr);
    if (half_from_double(shortest) == h) break;
  }
  auto r = std::to_chars(buf, buf + sizeof buf, shortest);
  return std::string(buf, r.ptr);
}

}  // namespace wgx
