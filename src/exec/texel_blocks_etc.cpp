// The ETC2 and EAC decoders (texel_blocks.h), as the Khronos Data Format Specification ("ETC2",
// after OpenGL ES 3.0's appendix C) defines them: the colour block's individual and differential
// modes (ETC1's) and ETC2's T, H and planar modes, selected by the differential mode's overflows;
// the punch-through variant (RGB8A1), whose "opaque" bit takes the differential bit's place; and
// EAC's 8-bit alpha and 11-bit R and RG channels. Every block is a big-endian 64-bit word per 8
// bytes (byte 0 holds bits 63..56), and texel (x, y) is pixel x * 4 + y (columns first).
#include <algorithm>

#include "exec/texel_blocks.h"

namespace wgx::exec::blocks {
namespace {

uint64_t big_endian(const uint8_t* p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; i++) v = (v << 8) | p[i];
  return v;
}

uint32_t bits(uint64_t word, int high, int low) {
  return uint32_t((word >> low) & ((uint64_t{1} << (high - low + 1)) - 1));
}

int clamp255(int v) { return std::clamp(v, 0, 255); }

// Widens a 4-, 5-, 6- or 7-bit channel to 8 by replicating its top bits.
int widen(uint32_t v, int from) { return int((v << (8 - from)) | (v >> (2 * from - 8))); }

// The modifiers of the individual and differential modes: per table codeword, for pixel indices
// (MSB, LSB) 00, 01, 10, 11.
constexpr int kIntensity[8][4] = {{2, 8, -2, -8},     {5, 17, -5, -17},   {9, 29, -9, -29},     {13, 42, -13, -42},
                                  {18, 60, -18, -60}, {24, 80, -24, -80}, {33, 106, -33, -106}, {47, 183, -47, -183}};
// The T and H modes' distances.
constexpr int kDistance[8] = {3, 6, 11, 16, 23, 32, 41, 64};
// EAC's modifiers per table index, for pixel indices 0..7.
constexpr int kEacModifiers[16][8] = {
    {-3, -6, -9, -15, 2, 5, 8, 14}, {-3, -7, -10, -13, 2, 6, 9, 12}, {-2, -5, -8, -13, 1, 4, 7, 12},
    {-2, -4, -6, -13, 1, 3, 5, 12}, {-3, -6, -8, -12, 2, 5, 7, 11},  {-3, -7, -9, -11, 2, 6, 8, 10},
    {-4, -7, -8, -11, 3, 6, 7, 10}, {-3, -5, -8, -11, 2, 4, 7, 10},  {-2, -6, -8, -10, 1, 5, 7, 9},
    {-2, -5, -8, -10, 1, 4, 7, 9},  {-2, -4, -8, -10, 1, 3, 7, 9},   {-2, -5, -7, -10, 1, 4, 6, 9},
    {-3, -4, -7, -10, 2, 3, 6, 9},  {-1, -2, -3, -10, 0, 1, 2, 9},   {-4, -6, -8, -9, 3, 5, 7, 8},
    {-3, -5, -7, -9, 2, 4, 6, 8},
};

struct Rgba8 {
  int c[4] = {0, 0, 0, 255};
};

// The 2-bit index of pixel p: its MSB in bit 16 + p, its LSB in bit p.
uint32_t pixel_index(uint64_t w, int p) { return ((w >> (16 + p)) & 1) << 1 | ((w >> p) & 1); }

int sign3(uint32_t v) { return v & 4 ? int(v) - 8 : int(v); }

// Individual and differential modes: two subblocks (2x4 side by side, or 4x2 one above the other
// when flipped), each a base colour and a modifier table. `punch`: RGB8A1 without its opaque bit,
// where index 10 is transparent black and indices 00 and 10 modify nothing.
void etc1_modes(uint64_t w, bool differential, bool punch, Rgba8 out[16]) {
  int base[2][3];
  for (int c = 0; c < 3; c++) {
    int high = 63 - 8 * c;
    if (differential) {
      uint32_t b = bits(w, high, high - 4);
      base[0][c] = widen(b, 5);
      base[1][c] = widen(uint32_t(int(b) + sign3(bits(w, high - 5, high - 7))) & 31, 5);
    } else {
      base[0][c] = widen(bits(w, high, high - 3), 4);
      base[1][c] = widen(bits(w, high - 4, high - 7), 4);
    }
  }
  const uint32_t table[2] = {bits(w, 39, 37), bits(w, 36, 34)};
  bool flip = bits(w, 32, 32);
  for (int x = 0; x < 4; x++)
    for (int y = 0; y < 4; y++) {
      int p = x * 4 + y, s = flip ? (y >= 2) : (x >= 2);
      uint32_t index = pixel_index(w, p);
      Rgba8& t = out[y * 4 + x];
      if (punch && index == 2) {
        t = Rgba8{{0, 0, 0, 0}};
        continue;
      }
      int m = punch && index == 0 ? 0 : kIntensity[table[s]][index];
      for (int c = 0; c < 3; c++) t.c[c] = clamp255(base[s][c] + m);
    }
}

// T and H modes: four paint colours from two base colours and a distance; each pixel picks one.
void paint_modes(uint64_t w, bool t_mode, bool punch, Rgba8 out[16]) {
  int c1[3], c2[3], d;
  if (t_mode) {
    c1[0] = widen(bits(w, 60, 59) << 2 | bits(w, 57, 56), 4);
    c1[1] = widen(bits(w, 55, 52), 4);
    c1[2] = widen(bits(w, 51, 48), 4);
    c2[0] = widen(bits(w, 47, 44), 4);
    c2[1] = widen(bits(w, 43, 40), 4);
    c2[2] = widen(bits(w, 39, 36), 4);
    d = kDistance[bits(w, 35, 34) << 1 | bits(w, 32, 32)];
  } else {
    uint32_t r1 = bits(w, 62, 59), g1 = bits(w, 58, 56) << 1 | bits(w, 52, 52);
    uint32_t b1 = bits(w, 51, 51) << 3 | bits(w, 49, 47);
    uint32_t r2 = bits(w, 46, 43), g2 = bits(w, 42, 39), b2 = bits(w, 38, 35);
    // The distance index's last bit: whether the first colour, as a 12-bit number, is the larger.
    uint32_t order = (r1 << 8 | g1 << 4 | b1) >= (r2 << 8 | g2 << 4 | b2) ? 1 : 0;
    d = kDistance[bits(w, 34, 34) << 2 | bits(w, 32, 32) << 1 | order];
    c1[0] = widen(r1, 4), c1[1] = widen(g1, 4), c1[2] = widen(b1, 4);
    c2[0] = widen(r2, 4), c2[1] = widen(g2, 4), c2[2] = widen(b2, 4);
  }
  Rgba8 paint[4];
  for (int c = 0; c < 3; c++) {
    if (t_mode) {
      paint[0].c[c] = c1[c], paint[1].c[c] = clamp255(c2[c] + d);
      paint[2].c[c] = c2[c], paint[3].c[c] = clamp255(c2[c] - d);
    } else {
      paint[0].c[c] = clamp255(c1[c] + d), paint[1].c[c] = clamp255(c1[c] - d);
      paint[2].c[c] = clamp255(c2[c] + d), paint[3].c[c] = clamp255(c2[c] - d);
    }
  }
  if (punch) paint[2] = Rgba8{{0, 0, 0, 0}};
  for (int x = 0; x < 4; x++)
    for (int y = 0; y < 4; y++) out[y * 4 + x] = paint[pixel_index(w, x * 4 + y)];
}

// Planar mode: colours at the origin (O), one block right (H) and one down (V), extrapolated.
void planar_mode(uint64_t w, Rgba8 out[16]) {
  int o[3] = {widen(bits(w, 62, 57), 6), widen(bits(w, 56, 56) << 6 | bits(w, 54, 49), 7),
              widen(bits(w, 48, 48) << 5 | bits(w, 44, 43) << 3 | bits(w, 41, 39), 6)};
  int h[3] = {widen(bits(w, 38, 34) << 1 | bits(w, 32, 32), 6), widen(bits(w, 31, 25), 7), widen(bits(w, 24, 19), 6)};
  int v[3] = {widen(bits(w, 18, 13), 6), widen(bits(w, 12, 6), 7), widen(bits(w, 5, 0), 6)};
  for (int y = 0; y < 4; y++)
    for (int x = 0; x < 4; x++)
      for (int c = 0; c < 3; c++)
        out[y * 4 + x].c[c] = clamp255((x * (h[c] - o[c]) + y * (v[c] - o[c]) + 4 * o[c] + 2) >> 2);
}

// The ETC2 colour block; `punch_through` for RGB8A1, whose bit 33 is the opaque bit.
void etc2_colour(const uint8_t* block, bool punch_through, Rgba8 out[16]) {
  uint64_t w = big_endian(block);
  bool differential = punch_through || bits(w, 33, 33);
  bool punch = punch_through && !bits(w, 33, 33);
  if (!differential) return etc1_modes(w, false, false, out);
  // A differential base colour past 0..31 in red selects T, in green H, in blue planar.
  auto overflows = [&](int high) {
    int sum = int(bits(w, high, high - 4)) + sign3(bits(w, high - 5, high - 7));
    return sum < 0 || sum > 31;
  };
  if (overflows(63)) return paint_modes(w, true, punch, out);
  if (overflows(55)) return paint_modes(w, false, punch, out);
  if (overflows(47)) return planar_mode(w, out);  // always opaque
  etc1_modes(w, true, punch, out);
}

// An EAC block's values before scaling: 8-bit alpha (clamp(base + modifier * multiplier)), or
// 11-bit R (unsigned: clamp(base * 8 + 4 + modifier * multiplier * 8, 0, 2047); signed: base
// two's complement, clamp(base * 8 + modifier * multiplier * 8, -1023, 1023); a multiplier of 0
// counts as 1/8).
enum class Eac { Alpha8, Unsigned11, Signed11 };
void eac_block(const uint8_t* block, Eac kind, int out[16]) {
  uint64_t w = big_endian(block);
  int base = kind == Eac::Signed11 ? int(int8_t(bits(w, 63, 56))) : int(bits(w, 63, 56));
  int multiplier = int(bits(w, 55, 52));
  const int* modifiers = kEacModifiers[bits(w, 51, 48)];
  for (int x = 0; x < 4; x++)
    for (int y = 0; y < 4; y++) {
      int m = modifiers[bits(w, 47 - 3 * (x * 4 + y), 45 - 3 * (x * 4 + y))];
      int& v = out[y * 4 + x];
      switch (kind) {
        case Eac::Alpha8:
          v = clamp255(base + m * multiplier);
          break;
        case Eac::Unsigned11:
          v = std::clamp(base * 8 + 4 + (multiplier ? m * multiplier * 8 : m), 0, 2047);
          break;
        case Eac::Signed11:
          v = std::clamp(base * 8 + (multiplier ? m * multiplier * 8 : m), -1023, 1023);
          break;
      }
    }
}

// An 11-bit EAC value as a shader reads it: unorm v / 2047, snorm v / 1023.
float eac_float(int v, bool is_signed) { return float(double(v) / (is_signed ? 1023.0 : 2047.0)); }

}  // namespace

void decode_etc(TexelEncoding encoding, const uint8_t* block, DecodedTexel* out) {
  using E = TexelEncoding;
  Rgba8 texels[16];
  int alpha[16], red[16], green[16];
  bool srgb = encoding == E::Etc2Rgb8Srgb || encoding == E::Etc2Rgb8a1Srgb || encoding == E::Etc2Rgba8Srgb;
  switch (encoding) {
    case E::Etc2Rgb8:
    case E::Etc2Rgb8Srgb:
    case E::Etc2Rgb8a1:
    case E::Etc2Rgb8a1Srgb:
      etc2_colour(block, encoding == E::Etc2Rgb8a1 || encoding == E::Etc2Rgb8a1Srgb, texels);
      break;
    case E::Etc2Rgba8:
    case E::Etc2Rgba8Srgb:
      eac_block(block, Eac::Alpha8, alpha);
      etc2_colour(block + 8, false, texels);
      for (int t = 0; t < 16; t++) texels[t].c[3] = alpha[t];
      break;
    case E::EacR11Unorm:
    case E::EacR11Snorm:
    case E::EacRg11Unorm:
    case E::EacRg11Snorm: {
      bool is_signed = encoding == E::EacR11Snorm || encoding == E::EacRg11Snorm;
      bool two = encoding == E::EacRg11Unorm || encoding == E::EacRg11Snorm;
      eac_block(block, is_signed ? Eac::Signed11 : Eac::Unsigned11, red);
      if (two) eac_block(block + 8, is_signed ? Eac::Signed11 : Eac::Unsigned11, green);
      for (int t = 0; t < 16; t++)
        out[t] = DecodedTexel{{eac_float(red[t], is_signed), two ? eac_float(green[t], is_signed) : 0, 0, 1}};
      return;
    }
    default:
      return;
  }
  for (int t = 0; t < 16; t++)
    for (int c = 0; c < 4; c++)
      out[t].c[c] = srgb && c < 3 ? srgb8(uint32_t(texels[t].c[c])) : unorm8(uint32_t(texels[t].c[c]));
}

}  // namespace wgx::exec::blocks
