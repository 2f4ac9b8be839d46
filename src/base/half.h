// IEEE binary16 (WGSL's f16): conversions to and from wider floats with round-to-nearest-even,
// overflow to infinity and gradual underflow, and the shortest decimal that reads back as the
// same half. Shared by the executor (f16 arithmetic is done wider, then rounded here), the
// interpreter's 16-bit loads and stores, and `wgx run`'s printing and parsing of f16 values.
#pragma once

#include <cstdint>
#include <string>

namespace wgx {

// The half nearest to v (ties to even); beyond the largest finite half (65504) by half an ulp or
// more: infinity. NaN gives a quiet NaN of the same sign.
uint16_t half_from_double(double v);
// The same from a float; a NaN keeps its sign and the top of its payload (bitcasts round-trip).
uint16_t half_from_float(float v);

// The exact value of a half (every half is a float).
float half_to_float(uint16_t h);

// v rounded to the nearest half, as a float: what an f16 operation computed wider yields.
inline float round_to_half(float v) { return half_to_float(half_from_float(v)); }

// The shortest decimal string that reads back as the same half ("0.1", "6e-08"), integers exactly
// ("65504", where "65500" would be as short); "NaN", "inf" and "-inf" otherwise.
std::string format_half(uint16_t h);

}  // namespace wgx
