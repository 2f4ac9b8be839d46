// The BC1-BC7 decoders (texel_blocks.h). BC1-BC5 as the Khronos Data Format Specification defines
// them ("S3TC" and "RGTC"): endpoints and interpolated values are real numbers, so each palette
// entry is computed once as a quotient of integers in double and rounded to f32. BC6H and BC7 as
// ARB_texture_compression_bptc (the Data Format Specification's "BPTC") defines them, bit-exact:
// BC7 gives 8-bit channels, BC6H float16 ones.
#include <cmath>
#include <cstring>
#include <string_view>
#include <vector>

#include "exec/texel_blocks.h"

namespace wgx::exec::blocks {
namespace {

// The bits of a block, read upwards from bit 0 of byte 0 (the byte stream order of every format).
class BitReader {
 public:
  explicit BitReader(const uint8_t* block) : block_(block) {}
  uint32_t take(uint32_t bits) {
    uint32_t v = 0;
    for (uint32_t i = 0; i < bits; i++, pos_++) v |= ((block_[pos_ >> 3] >> (pos_ & 7)) & 1u) << i;
    return v;
  }
  uint32_t position() const { return pos_; }

 private:
  const uint8_t* block_;
  uint32_t pos_ = 0;
};

uint64_t little_endian(const uint8_t* p, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes; i++) v |= uint64_t{p[i]} << (8 * i);
  return v;
}

// --- BC1-BC3 colour, BC2 and BC3 alpha, BC4 and BC5 ---------------------------------------------

// The colour block of BC1-BC3 (8 bytes): two RGB565 endpoints and 2-bit indices. `three_colour`
// allows BC1's mode where color0 <= color1 gives the midpoint and transparent black; BC2 and BC3
// always use four colours.
void colour_block(const uint8_t* b, bool three_colour, bool srgb, DecodedTexel* out) {
  uint32_t c0 = b[0] | b[1] << 8, c1 = b[2] | b[3] << 8;
  const uint32_t e0[3] = {c0 >> 11, (c0 >> 5) & 63, c0 & 31}, e1[3] = {c1 >> 11, (c1 >> 5) & 63, c1 & 31};
  const double max[3] = {31, 63, 31};
  bool four = !three_colour || c0 > c1;
  // palette[i] = (w0 * e0 + w1 * e1) / (den * max): e0, e1, then 2/3 e0 + 1/3 e1 and 1/3 e0 + 2/3
  // e1 with four colours, or (e0 + e1) / 2 and transparent black with three.
  const int w[4][3] = {{1, 0, 1}, {0, 1, 1}, {four ? 2 : 1, 1, four ? 3 : 2}, {1, 2, 3}};
  DecodedTexel palette[4];
  for (int i = 0; i < 4; i++)
    for (int c = 0; c < 3; c++) {
      double v = (w[i][0] * double(e0[c]) + w[i][1] * double(e1[c])) / (w[i][2] * max[c]);
      palette[i].c[c] = srgb ? srgb_to_linear(float(v)) : float(v);
    }
  if (!four) palette[3] = DecodedTexel{{0, 0, 0, 0}};
  uint32_t indices = uint32_t(little_endian(b + 4, 4));
  for (int t = 0; t < 16; t++) out[t] = palette[(indices >> (2 * t)) & 3];
}

// The 8-byte block of BC3's alpha and of BC4 and BC5's channels: two 8-bit endpoints and 3-bit
// indices into eight values (e0 > e1: six interpolated) or six plus the range's ends.
void channel_block(const uint8_t* b, bool snorm, float out[16]) {
  int e0 = snorm ? int(int8_t(b[0])) : b[0], e1 = snorm ? int(int8_t(b[1])) : b[1];
  if (snorm) e0 = e0 < -127 ? -127 : e0, e1 = e1 < -127 ? -127 : e1;  // -128 reads as -127 (-1.0)
  double scale = snorm ? 127 : 255;
  float palette[8];
  palette[0] = float(e0 / scale), palette[1] = float(e1 / scale);
  if (e0 > e1) {
    for (int k = 2; k < 8; k++) palette[k] = float(((8 - k) * e0 + (k - 1) * e1) / (7 * scale));
  } else {
    for (int k = 2; k < 6; k++) palette[k] = float(((6 - k) * e0 + (k - 1) * e1) / (5 * scale));
    palette[6] = snorm ? -1.0f : 0.0f;
    palette[7] = 1.0f;
  }
  uint64_t indices = little_endian(b + 2, 6);
  for (int t = 0; t < 16; t++) out[t] = palette[(indices >> (3 * t)) & 7];
}

// --- BC7 ----------------------------------------------------------------------------------------

// Table.M: subsets, partition bits, rotation bits, index selection bits, colour bits, alpha bits,
// per-endpoint P-bits, shared P-bits, index bits, secondary index bits.
struct Bc7Mode {
  uint8_t ns, pb, rb, isb, cb, ab, epb, spb, ib, ib2;
};
constexpr Bc7Mode kBc7Modes[8] = {
    {3, 4, 0, 0, 4, 0, 1, 0, 3, 0}, {2, 6, 0, 0, 6, 0, 0, 1, 3, 0}, {3, 6, 0, 0, 5, 0, 0, 0, 2, 0},
    {2, 6, 0, 0, 7, 0, 1, 0, 2, 0}, {1, 0, 2, 1, 5, 6, 0, 0, 2, 3}, {1, 0, 2, 0, 7, 8, 0, 0, 2, 2},
    {1, 0, 0, 0, 7, 7, 1, 0, 4, 0}, {2, 6, 0, 0, 5, 5, 1, 0, 2, 0},
};

// Table.P2 and Table.P3 (each row one 4x4 block's subsets, texels in x-major order), written as
// strings of digits.
constexpr std::string_view kPartitions2[64] = {
    "0011001100110011", "0001000100010001", "0111011101110111", "0001001100110111", "0000000100010011",
    "0011011101111111", "0001001101111111", "0000000100110111", "0000000000010011", "0011011111111111",
    "0000000101111111", "0000000000010111", "0001011111111111", "0000000011111111", "0000111111111111",
    "0000000000001111", "0000100011101111", "0111000100000000", "0000000010001110", "0111001100010000",
    "0011000100000000", "0000100011001110", "0000000010001100", "0111001100110001", "0011000100010000",
    "0000100010001100", "0110011001100110", "0011011001101100", "0001011111101000", "0000111111110000",
    "0111000110001110", "0011100110011100", "0101010101010101", "0000111100001111", "0101101001011010",
    "0011001111001100", "0011110000111100", "0101010110101010", "0110100101101001", "0101101010100101",
    "0111001111001110", "0001001111001000", "0011001001001100", "0011101111011100", "0110100110010110",
    "0011110011000011", "0110011010011001", "0000011001100000", "0100111001000000", "0010011100100000",
    "0000001001110010", "0000010011100100", "0110110010010011", "0011011011001001", "0110001110011100",
    "0011100111000110", "0110110011001001", "0110001100111001", "0111111010000001", "0001100011100111",
    "0000111100110011", "0011001111110000", "0010001011101110", "0100010001110111",
};
constexpr std::string_view kPartitions3[64] = {
    "0011001102212222", "0001001122112221", "0000200122112211", "0222002200110111", "0000000011221122",
    "0011001100220022", "0022002211111111", "0011001122112211", "0000000011112222", "0000111111112222",
    "0000111122222222", "0012001200120012", "0112011201120112", "0122012201220122", "0011011211221222",
    "0011200122002220", "0001001101121122", "0111001120012200", "0000112211221122", "0022002200221111",
    "0111011102220222", "0001000122212221", "0000001101220122", "0000110022102210", "0122012200110000",
    "0012001211222222", "0110122112210110", "0000011012211221", "0022110211020022", "0110011020022222",
    "0011012201220011", "0000200022112221", "0000000211221222", "0222002200120011", "0011001200220222",
    "0120012001200120", "0000111122220000", "0120120120120120", "0120201212010120", "0011220011220011",
    "0011112222000011", "0101010122222222", "0000000021212121", "0022112200221122", "0022001100220011",
    "0220122102201221", "0101222222220101", "0000212121212121", "0101010101012222", "0222011102220111",
    "0002111200021112", "0000211221122112", "0222011101110222", "0002111211120002", "0110011001102222",
    "0000000021122112", "0110011022222222", "0022001100110022", "0022112211220022", "0000000000002112",
    "0002000100020001", "0222122202221222", "0101222222222222", "0111201122012220",
};
// Table.A2, Table.A3a and Table.A3b: the anchor texel of the second subset of two, and of the second
// and third of three.
constexpr uint8_t kAnchor2[64] = {15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 2,  8, 2, 2, 8,
                                  8,  15, 2,  8,  2,  2,  8,  8,  2,  2,  15, 15, 6,  8,  2,  8,  15, 15, 2, 8, 2, 2,
                                  2,  15, 15, 6,  6,  2,  6,  8,  15, 15, 2,  2,  15, 15, 15, 15, 15, 2,  2, 15};
constexpr uint8_t kAnchor3a[64] = {3,  3,  15, 15, 8, 3,  15, 15, 8,  8,  6, 6,  6, 5,  3, 3,  3,  3,  8,  15, 3,  3,
                                   6,  10, 5,  8,  8, 6,  8,  5,  15, 15, 8, 15, 3, 5,  6, 10, 8,  15, 15, 3,  15, 5,
                                   15, 15, 15, 15, 3, 15, 5,  5,  5,  8,  5, 10, 5, 10, 8, 13, 15, 12, 3,  3};
constexpr uint8_t kAnchor3b[64] = {15, 8, 8, 3,  15, 15, 3,  8,  15, 15, 15, 15, 15, 15, 15, 8,  15, 8,  15, 3,  15, 8,
                                   15, 8, 3, 15, 6,  10, 15, 15, 10, 8,  15, 3,  15, 10, 10, 8,  9,  10, 6,  15, 8,  15,
                                   3,  6, 6, 8,  15, 3,  15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 3,  15, 15, 8};

// The interpolation factors (out of 64) of 2-, 3- and 4-bit indices.
constexpr uint8_t kWeights2[4] = {0, 21, 43, 64};
constexpr uint8_t kWeights3[8] = {0, 9, 18, 27, 37, 46, 55, 64};
constexpr uint8_t kWeights4[16] = {0, 4, 9, 13, 17, 21, 26, 30, 34, 38, 43, 47, 51, 55, 60, 64};

uint32_t weight(uint32_t bits, uint32_t index) {
  return bits == 2 ? kWeights2[index] : bits == 3 ? kWeights3[index] : kWeights4[index];
}

// The subset of texel t of a block of `subsets` subsets in partition `p`.
uint32_t subset_of(uint32_t subsets, uint32_t p, uint32_t t) {
  if (subsets == 1) return 0;
  return uint32_t((subsets == 2 ? kPartitions2 : kPartitions3)[p][t] - '0');
}

// Whether texel t is the anchor of its subset (its index has one bit less).
bool is_anchor(uint32_t subsets, uint32_t p, uint32_t t) {
  if (t == 0) return true;
  if (subsets == 2) return t == kAnchor2[p];
  if (subsets == 3) return t == kAnchor3a[p] || t == kAnchor3b[p];
  return false;
}

// An endpoint channel of `bits` bits (the P-bit included) widened to 8 by replicating its top bits.
uint32_t widen8(uint32_t v, uint32_t bits) { return (v << (8 - bits)) | (v >> (2 * bits - 8)); }

void decode_bc7(const uint8_t* b, bool srgb, DecodedTexel* out) {
  uint32_t mode = 0;
  while (mode < 8 && !(b[0] & (1u << mode))) mode++;
  if (mode == 8) {  // the reserved mode: every texel zero
    for (int t = 0; t < 16; t++) out[t] = DecodedTexel{{0, 0, 0, 0}};
    return;
  }
  const Bc7Mode& m = kBc7Modes[mode];
  BitReader r(b);
  r.take(mode + 1);
  uint32_t partition = r.take(m.pb), rotation = r.take(m.rb), selection = r.take(m.isb);
  // Endpoints by channel, then subset, then endpoint: e[subset * 2 + endpoint][channel].
  uint32_t e[6][4] = {};
  for (int c = 0; c < 3; c++)
    for (int i = 0; i < 2 * m.ns; i++) e[i][c] = r.take(m.cb);
  for (int i = 0; i < 2 * m.ns; i++) e[i][3] = m.ab ? r.take(m.ab) : 255;
  uint32_t pbits[6] = {};
  for (int i = 0; i < 2 * m.ns; i++) {
    if (m.epb) pbits[i] = r.take(1);
  }
  if (m.spb)
    for (int s = 0; s < m.ns; s++) pbits[2 * s] = pbits[2 * s + 1] = r.take(1);
  bool has_p = m.epb || m.spb;
  for (int i = 0; i < 2 * m.ns; i++) {
    for (int c = 0; c < 3; c++) e[i][c] = has_p ? widen8((e[i][c] << 1) | pbits[i], m.cb + 1u) : widen8(e[i][c], m.cb);
    if (m.ab) e[i][3] = has_p ? widen8((e[i][3] << 1) | pbits[i], m.ab + 1u) : widen8(e[i][3], m.ab);
  }
  uint32_t primary[16], secondary[16] = {};
  for (uint32_t t = 0; t < 16; t++) primary[t] = r.take(m.ib - (is_anchor(m.ns, partition, t) ? 1u : 0u));
  if (m.ib2)
    for (uint32_t t = 0; t < 16; t++) secondary[t] = r.take(m.ib2 - (t == 0 ? 1u : 0u));
  for (uint32_t t = 0; t < 16; t++) {
    uint32_t s = subset_of(m.ns, partition, t);
    // The colour index is the secondary one when the selection bit says so; alpha's the other.
    bool swap = m.ib2 && selection;
    uint32_t ci = swap ? secondary[t] : primary[t], cbits = swap ? m.ib2 : m.ib;
    uint32_t ai = m.ib2 && !swap ? secondary[t] : primary[t], abits = m.ib2 && !swap ? m.ib2 : m.ib;
    uint32_t v[4];
    for (int c = 0; c < 4; c++) {
      uint32_t w = c < 3 ? weight(cbits, ci) : weight(abits, ai);
      v[c] = ((64 - w) * e[2 * s][c] + w * e[2 * s + 1][c] + 32) >> 6;
    }
    if (rotation) std::swap(v[3], v[rotation - 1]);
    for (int c = 0; c < 4; c++) out[t].c[c] = srgb && c < 3 ? srgb8(v[c]) : unorm8(v[c]);
  }
}

// --- BC6H ---------------------------------------------------------------------------------------

// Table.MF and Table.F: per mode number, whether endpoints are deltas from e0, partition bits,
// endpoint bits, the deltas' bits per channel, and where each field's bits lie (LSB first; v[a:b]
// with a < b stores the field's bits reversed).
struct Bc6Mode {
  uint8_t number;
  bool transformed;
  uint8_t pb, epb, delta[3];
  std::string_view layout;
};
constexpr Bc6Mode kBc6Modes[14] = {
    {0,
     true,
     5,
     10,
     {5, 5, 5},
     "m[1:0],g2[4],b2[4],b3[4],r0[9:0],g0[9:0],b0[9:0],r1[4:0],g3[4],g2[3:0],g1[4:0],b3[0],g3[3:0],b1[4:0],b3[1],"
     "b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
    {1,
     true,
     5,
     7,
     {6, 6, 6},
     "m[1:0],g2[5],g3[4],g3[5],r0[6:0],b3[0],b3[1],b2[4],g0[6:0],b2[5],b3[2],g2[4],b0[6:0],b3[3],b3[5],b3[4],"
     "r1[5:0],g2[3:0],g1[5:0],g3[3:0],b1[5:0],b2[3:0],r2[5:0],r3[5:0]"},
    {2,
     true,
     5,
     11,
     {5, 4, 4},
     "m[4:0],r0[9:0],g0[9:0],b0[9:0],r1[4:0],r0[10],g2[3:0],g1[3:0],g0[10],b3[0],g3[3:0],b1[3:0],b0[10],b3[1],"
     "b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
    {6,
     true,
     5,
     11,
     {4, 5, 4},
     "m[4:0],r0[9:0],g0[9:0],b0[9:0],r1[3:0],r0[10],g3[4],g2[3:0],g1[4:0],g0[10],g3[3:0],b1[3:0],b0[10],b3[1],"
     "b2[3:0],r2[3:0],b3[0],b3[2],r3[3:0],g2[4],b3[3]"},
    {10,
     true,
     5,
     11,
     {4, 4, 5},
     "m[4:0],r0[9:0],g0[9:0],b0[9:0],r1[3:0],r0[10],b2[4],g2[3:0],g1[3:0],g0[10],b3[0],g3[3:0],b1[4:0],b0[10],"
     "b2[3:0],r2[3:0],b3[1],b3[2],r3[3:0],b3[4],b3[3]"},
    {14,
     true,
     5,
     9,
     {5, 5, 5},
     "m[4:0],r0[8:0],b2[4],g0[8:0],g2[4],b0[8:0],b3[4],r1[4:0],g3[4],g2[3:0],g1[4:0],b3[0],g3[3:0],b1[4:0],b3[1],"
     "b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
    {18,
     true,
     5,
     8,
     {6, 5, 5},
     "m[4:0],r0[7:0],g3[4],b2[4],g0[7:0],b3[2],g2[4],b0[7:0],b3[3],b3[4],r1[5:0],g2[3:0],g1[4:0],b3[0],g3[3:0],"
     "b1[4:0],b3[1],b2[3:0],r2[5:0],r3[5:0]"},
    {22,
     true,
     5,
     8,
     {5, 6, 5},
     "m[4:0],r0[7:0],b3[0],b2[4],g0[7:0],g2[5],g2[4],b0[7:0],g3[5],b3[4],r1[4:0],g3[4],g2[3:0],g1[5:0],g3[3:0],"
     "b1[4:0],b3[1],b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
    {26,
     true,
     5,
     8,
     {5, 5, 6},
     "m[4:0],r0[7:0],b3[1],b2[4],g0[7:0],b2[5],g2[4],b0[7:0],b3[5],b3[4],r1[4:0],g3[4],g2[3:0],g1[4:0],b3[0],"
     "g3[3:0],b1[5:0],b2[3:0],r2[4:0],b3[2],r3[4:0],b3[3]"},
    {30,
     false,
     5,
     6,
     {6, 6, 6},
     "m[4:0],r0[5:0],g3[4],b3[0],b3[1],b2[4],g0[5:0],g2[5],b2[5],b3[2],g2[4],b0[5:0],g3[5],b3[3],b3[5],b3[4],"
     "r1[5:0],g2[3:0],g1[5:0],g3[3:0],b1[5:0],b2[3:0],r2[5:0],r3[5:0]"},
    {3, false, 0, 10, {10, 10, 10}, "m[4:0],r0[9:0],g0[9:0],b0[9:0],r1[9:0],g1[9:0],b1[9:0]"},
    {7, true, 0, 11, {9, 9, 9}, "m[4:0],r0[9:0],g0[9:0],b0[9:0],r1[8:0],r0[10],g1[8:0],g0[10],b1[8:0],b0[10]"},
    {11,
     true,
     0,
     12,
     {8, 8, 8},
     "m[4:0],r0[9:0],g0[9:0],b0[9:0],r1[7:0],r0[10:11],g1[7:0],g0[10:11],b1[7:0],b0[10:11]"},
    {15,
     true,
     0,
     16,
     {4, 4, 4},
     "m[4:0],r0[9:0],g0[9:0],b0[9:0],r1[3:0],r0[10:15],g1[3:0],g0[10:15],b1[3:0],b0[10:15]"},
};

int32_t sign_extend(uint32_t v, uint32_t bits) {
  uint32_t shift = 32 - bits;
  return int32_t(v << shift) >> shift;
}

// Reads a mode's fields (Table.F) into endpoint channels e[endpoint][channel], the mode bits skipped.
void read_bc6_fields(std::string_view layout, BitReader& r, uint32_t e[4][3]) {
  while (!layout.empty()) {
    size_t comma = layout.find(',');
    std::string_view field = layout.substr(0, comma);
    layout = comma == std::string_view::npos ? std::string_view() : layout.substr(comma + 1);
    size_t open = field.find('['), colon = field.find(':');
    int a = std::stoi(std::string(field.substr(open + 1)));
    int b = colon == std::string_view::npos ? a : std::stoi(std::string(field.substr(colon + 1)));
    int bits = std::abs(a - b) + 1;
    uint32_t v = r.take(uint32_t(bits));
    if (field[0] == 'm') continue;
    uint32_t* target = &e[field[1] - '0'][field[0] == 'r' ? 0 : field[0] == 'g' ? 1 : 2];
    for (int i = 0; i < bits; i++) *target |= ((v >> i) & 1u) << (a >= b ? b + i : b - i);
  }
}

// Unquantizes an endpoint channel of `epb` bits.
int32_t bc6_unquantize(int32_t x, uint32_t epb, bool is_signed) {
  if (!is_signed) {
    if (epb >= 15) return x;
    if (x == 0) return 0;
    if (x == int32_t((1u << epb) - 1)) return 0xffff;
    return ((x << 15) + 0x4000) >> (epb - 1);
  }
  if (epb >= 16) return x;
  bool negative = x < 0;
  if (negative) x = -x;
  int32_t unq = x == 0 ? 0 : x >= int32_t((1u << (epb - 1)) - 1) ? 0x7fff : ((x << 15) + 0x4000) >> (epb - 1);
  return negative ? -unq : unq;
}

float half_to_float(uint32_t h) {
  uint32_t e = (h >> 10) & 31, m = h & 1023;
  float v = e == 0    ? std::ldexp(float(m), -24)
            : e == 31 ? (m ? NAN : INFINITY)
                      : std::ldexp(float(m | 1024), int(e) - 25);
  return (h & 0x8000) ? -v : v;
}

void decode_bc6h(const uint8_t* b, bool is_signed, DecodedTexel* out) {
  uint32_t number = (b[0] & 3) < 2 ? (b[0] & 3u) : (b[0] & 31u);
  const Bc6Mode* mode = nullptr;
  for (const Bc6Mode& m : kBc6Modes)
    if (m.number == number) mode = &m;
  if (!mode) {  // a reserved mode: (0, 0, 0, 1)
    for (int t = 0; t < 16; t++) out[t] = DecodedTexel{};
    return;
  }
  BitReader r(b);
  uint32_t raw[4][3] = {};
  read_bc6_fields(mode->layout, r, raw);
  uint32_t partition = r.take(mode->pb);
  uint32_t subsets = mode->pb ? 2 : 1, ib = mode->pb ? 3 : 4;
  int32_t e[4][3];
  for (uint32_t i = 0; i < 2 * subsets; i++)
    for (int c = 0; c < 3; c++) {
      uint32_t bits = i == 0 ? mode->epb : mode->delta[c];
      bool extend = i == 0 ? is_signed : is_signed || mode->transformed;
      e[i][c] = extend ? sign_extend(raw[i][c], bits) : int32_t(raw[i][c]);
      if (i > 0 && mode->transformed) {
        uint32_t wrapped = uint32_t(e[0][c] + e[i][c]) & ((1u << mode->epb) - 1);
        e[i][c] = is_signed ? sign_extend(wrapped, mode->epb) : int32_t(wrapped);
      }
    }
  for (uint32_t i = 0; i < 2 * subsets; i++)
    for (int c = 0; c < 3; c++) e[i][c] = bc6_unquantize(e[i][c], mode->epb, is_signed);
  for (uint32_t t = 0; t < 16; t++) {
    uint32_t index = r.take(ib - (is_anchor(subsets, partition, t) ? 1u : 0u));
    uint32_t s = subset_of(subsets, partition, t);
    int32_t w = int32_t(weight(ib, index));
    for (int c = 0; c < 3; c++) {
      int32_t v = ((64 - w) * e[2 * s][c] + w * e[2 * s + 1][c] + 32) >> 6;
      // The final unquantization to float16 bits: 31/64 of an unsigned value, 31/32 of a signed
      // one's magnitude with its sign bit.
      uint32_t h = !is_signed ? uint32_t(v * 31) >> 6
                   : v < 0    ? ((uint32_t(-v) * 31) >> 5) | 0x8000u
                              : (uint32_t(v) * 31) >> 5;
      out[t].c[c] = half_to_float(h);
    }
    out[t].c[3] = 1;
  }
}

}  // namespace

void decode_bc(TexelEncoding encoding, const uint8_t* b, DecodedTexel* out) {
  using E = TexelEncoding;
  float a[16], g[16];
  switch (encoding) {
    case E::Bc1:
    case E::Bc1Srgb:
      return colour_block(b, true, encoding == E::Bc1Srgb, out);
    case E::Bc2:
    case E::Bc2Srgb: {
      colour_block(b + 8, false, encoding == E::Bc2Srgb, out);
      uint64_t alpha = little_endian(b, 8);
      for (int t = 0; t < 16; t++) out[t].c[3] = float(double((alpha >> (4 * t)) & 15) / 15.0);
      return;
    }
    case E::Bc3:
    case E::Bc3Srgb:
      colour_block(b + 8, false, encoding == E::Bc3Srgb, out);
      channel_block(b, false, a);
      for (int t = 0; t < 16; t++) out[t].c[3] = a[t];
      return;
    case E::Bc4Unorm:
    case E::Bc4Snorm:
      channel_block(b, encoding == E::Bc4Snorm, a);
      for (int t = 0; t < 16; t++) out[t] = DecodedTexel{{a[t], 0, 0, 1}};
      return;
    case E::Bc5Unorm:
    case E::Bc5Snorm:
      channel_block(b, encoding == E::Bc5Snorm, a);
      channel_block(b + 8, encoding == E::Bc5Snorm, g);
      for (int t = 0; t < 16; t++) out[t] = DecodedTexel{{a[t], g[t], 0, 1}};
      return;
    case E::Bc6hUfloat:
    case E::Bc6hFloat:
      return decode_bc6h(b, encoding == E::Bc6hFloat, out);
    case E::Bc7:
    case E::Bc7Srgb:
      return decode_bc7(b, encoding == E::Bc7Srgb, out);
    default:
      return;
  }
}

}  // namespace wgx::exec::blocks
