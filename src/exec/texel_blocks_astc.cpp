// The ASTC decoder (texel_blocks.h): the LDR profile that WebGPU's "texture-compression-astc"
// requires, written from the ASTC specification (KHR_texture_compression_astc_hdr's appendix C,
// which the Khronos Data Format Specification's "ASTC" chapter repeats), section numbers below
// being that appendix's:
//
// - block modes of every 2D footprint, 4x4 to 12x12 (C.2.10), weight grids up to the footprint,
//   one or two weight planes, the plane-to-channel selector (C.2.20);
// - integer sequence encoding with bits, trits and quints (C.2.12), for the weights (read down
//   from bit 127, C.2.16) and the colour endpoints, whose range is the largest the remaining bits
//   hold (C.2.22);
// - colour unquantization (C.2.13), weight unquantization (C.2.17) and the bilinear infill of a
//   weight grid smaller than the footprint (C.2.18), bit-exact;
// - one to four partitions with the partition hash (C.2.21) and the shared or per-partition
//   endpoint modes (C.2.11);
// - every LDR endpoint mode (0, 1, 4, 5, 6, 8, 9, 10, 12, 13) with bit transfer and blue
//   contraction (C.2.14), interpolated in 16 bits (C.2.19);
// - void-extent blocks (C.2.23): the LDR constant colour; the extent itself only checked for the
//   legality C.2.24 asks, as it never changes a texel.
//
// What a shader reads is what a GPU's texture unit returns in the specification's default decode
// mode (EXT_texture_compression_astc_decode_mode: FP16, "the required behavior in existing
// APIs", the one Vulkan and so WebGPU implementations give): for the unorm formats an interpolated
// UNORM16 value C reads 1.0 when it is 65535 and otherwise C / 65536 rounded toward zero to FP16;
// for the -srgb formats the top 8 bits of C, converted from sRGB for red, green and blue (the
// endpoints then widened with 0x80 rather than by replication), as unorm8 for alpha.
//
// Not decoded: the HDR profile. An HDR void extent decodes to the error colour, and so do the
// texels of a partition with an HDR endpoint mode (2, 3, 7, 11, 14, 15), as the LDR profile says
// (C.2.25). Every illegal encoding C.2.24 lists decodes to the error colour, opaque magenta
// (1, 0, 1, 1), the colour C.2.5 allows for both linear and sRGB decoding.
#include <bit>

#include "exec/texel_blocks.h"

namespace wgx::exec::blocks {
namespace {

constexpr uint32_t kBlockBits = 128;
constexpr uint32_t kMaxWeights = 64;
constexpr uint32_t kMaxColourValues = 18;

// Bits [pos, pos + count) of a 128-bit block, little-endian (bit 0 is bit 0 of byte 0); bits at
// or past `end` read 0, as integer sequence encoding asks of a stream's unused tail.
uint32_t read_bits(const uint8_t* block, uint32_t pos, uint32_t count, uint32_t end = kBlockBits) {
  uint32_t v = 0;
  for (uint32_t i = 0; i < count && pos + i < end; i++)
    v |= uint32_t((block[(pos + i) >> 3] >> ((pos + i) & 7)) & 1) << i;
  return v;
}

// The block with its bit order reversed: the weight stream's bit n is the block's bit 127 - n.
void reverse_bits(const uint8_t* block, uint8_t out[16]) {
  for (int i = 0; i < 16; i++) {
    uint8_t b = block[15 - i], r = 0;
    for (int j = 0; j < 8; j++) r |= uint8_t(((b >> j) & 1) << (7 - j));
    out[i] = r;
  }
}

// v (`from` bits) widened to `to` bits by repeating its bits from the most significant down.
uint32_t replicate(uint32_t v, uint32_t from, uint32_t to) {
  uint32_t r = 0;
  for (int pos = int(to) - int(from);; pos -= int(from)) {
    r |= pos >= 0 ? v << pos : v >> -pos;
    if (pos <= 0) break;
  }
  return r & ((1u << to) - 1);
}

// --- Integer sequence encoding (C.2.12) ---------------------------------------------------------

// A range of values 0 .. 3^trits * 5^quints * 2^bits - 1 (at most one trit or one quint).
struct Range {
  uint8_t trits, quints, bits;
};

// Every range the encoding has, smallest first: 0..1, 0..2, 0..3, 0..4, 0..5, 0..7, 0..9, 0..11,
// 0..15, 0..19, 0..23, 0..31, 0..39, 0..47, 0..63, 0..79, 0..95, 0..127, 0..159, 0..191, 0..255.
constexpr Range kRanges[] = {{0, 0, 1}, {1, 0, 0}, {0, 0, 2}, {0, 1, 0}, {1, 0, 1}, {0, 0, 3}, {0, 1, 1},
                             {1, 0, 2}, {0, 0, 4}, {0, 1, 2}, {1, 0, 3}, {0, 0, 5}, {0, 1, 3}, {1, 0, 4},
                             {0, 0, 6}, {0, 1, 4}, {1, 0, 5}, {0, 0, 7}, {0, 1, 5}, {1, 0, 6}, {0, 0, 8}};
constexpr uint32_t kRangeCount = sizeof(kRanges) / sizeof(kRanges[0]);
// The smallest range colour endpoints may use (0..5): C.2.13 unquantizes none smaller.
constexpr uint32_t kSmallestColourRange = 4;

// Bits that `count` values of range `r` take (C.2.22).
uint32_t sequence_bits(Range r, uint32_t count) {
  return count * r.bits + (count * 8 * r.trits + 4) / 5 + (count * 7 * r.quints + 2) / 3;
}

// The five trits packed in the 8 bits T.
void unpack_trits(uint32_t T, uint32_t t[5]) {
  auto bit = [](uint32_t v, int i) { return (v >> i) & 1; };
  uint32_t C;
  if (((T >> 2) & 7) == 7) {
    C = ((T >> 5) & 7) << 2 | (T & 3);
    t[4] = t[3] = 2;
  } else {
    C = T & 31;
    if (((T >> 5) & 3) == 3) {
      t[4] = 2, t[3] = bit(T, 7);
    } else {
      t[4] = bit(T, 7), t[3] = (T >> 5) & 3;
    }
  }
  if ((C & 3) == 3) {
    t[2] = 2, t[1] = bit(C, 4), t[0] = bit(C, 3) << 1 | (bit(C, 2) & ~bit(C, 3) & 1);
  } else if (((C >> 2) & 3) == 3) {
    t[2] = 2, t[1] = 2, t[0] = C & 3;
  } else {
    t[2] = bit(C, 4), t[1] = (C >> 2) & 3, t[0] = bit(C, 1) << 1 | (bit(C, 0) & ~bit(C, 1) & 1);
  }
}

// The three quints packed in the 7 bits Q.
void unpack_quints(uint32_t Q, uint32_t q[3]) {
  auto bit = [](uint32_t v, int i) { return (v >> i) & 1; };
  if (((Q >> 1) & 3) == 3 && ((Q >> 5) & 3) == 0) {
    uint32_t not_q0 = ~Q & 1;
    q[2] = bit(Q, 0) << 2 | (bit(Q, 4) & not_q0) << 1 | (bit(Q, 3) & not_q0);
    q[1] = q[0] = 4;
    return;
  }
  uint32_t C;
  if (((Q >> 1) & 3) == 3) {
    q[2] = 4;
    C = ((Q >> 3) & 3) << 3 | (~(Q >> 5) & 3) << 1 | (Q & 1);
  } else {
    q[2] = (Q >> 5) & 3;
    C = Q & 31;
  }
  if ((C & 7) == 5) {
    q[1] = 4, q[0] = (C >> 3) & 3;
  } else {
    q[1] = (C >> 3) & 3, q[0] = C & 7;
  }
}

// Decodes `count` values of range `r` from the stream of `stream` starting at bit `start` and
// `sequence_bits(r, count)` long.
void decode_sequence(const uint8_t* stream, uint32_t start, Range r, uint32_t count, uint32_t* out) {
  const uint32_t end = start + sequence_bits(r, count), n = r.bits;
  uint32_t pos = start;
  auto take = [&](uint32_t bits) {
    uint32_t v = read_bits(stream, pos, bits, end);
    pos += bits;
    return v;
  };
  // A group of `N` values: each value's `n` low bits, then `packed_bits[i]` bits of the group's
  // packed trits or quints, which `unpack` turns into the values' high digits.
  auto decode_groups = [&]<size_t N>(const uint32_t(&packed_bits)[N], void (*unpack)(uint32_t, uint32_t*)) {
    for (uint32_t first = 0; first < count; first += N) {
      uint32_t m[N], packed = 0, shift = 0, high[N];
      for (size_t i = 0; i < N; i++) {
        m[i] = take(n);
        packed |= take(packed_bits[i]) << shift;
        shift += packed_bits[i];
      }
      unpack(packed, high);
      for (uint32_t i = 0; i < N && first + i < count; i++) out[first + i] = high[i] << n | m[i];
    }
  };
  if (r.trits) {
    // Five values a block: m0 T[1:0] m1 T[3:2] m2 T[4] m3 T[6:5] m4 T[7].
    static constexpr uint32_t kTritBits[5] = {2, 2, 1, 2, 1};
    decode_groups(kTritBits, unpack_trits);
  } else if (r.quints) {
    // Three values a block: m0 Q[2:0] m1 Q[4:3] m2 Q[6:5].
    static constexpr uint32_t kQuintBits[3] = {3, 2, 2};
    decode_groups(kQuintBits, unpack_quints);
  } else {
    for (uint32_t i = 0; i < count; i++) out[i] = take(n);
  }
}

// --- Unquantization (C.2.13, C.2.17) ------------------------------------------------------------

// The B and C of the colour unquantization table (C.2.16) for a trit or quint range with n bits,
// given x, the bits above the lowest.
void colour_b_c(Range r, uint32_t x, uint32_t* B, uint32_t* C) {
  uint32_t n = r.bits;
  *B = 0;
  if (r.trits) {
    static constexpr uint32_t kC[7] = {0, 204, 93, 44, 22, 11, 5};
    *C = kC[n];
    if (n == 2) *B = x * 0x116;            // b000b0bb0
    if (n == 3) *B = x << 7 | x << 2 | x;  // cb000cbcb
    if (n == 4) *B = x << 6 | x;           // dcb000dcb
    if (n == 5) *B = x << 5 | x >> 2;      // edcb000ed
    if (n == 6) *B = x << 4 | x >> 4;      // fedcb000f
  } else {
    static constexpr uint32_t kC[6] = {0, 113, 54, 26, 13, 6};
    *C = kC[n];
    if (n == 2) *B = x * 0x10c;                 // b0000bb00
    if (n == 3) *B = x << 7 | x << 1 | x >> 1;  // cb0000cbc
    if (n == 4) *B = x << 6 | x >> 1;           // dcb0000dc
    if (n == 5) *B = x << 5 | x >> 3;           // edcb0000e
  }
}

// A colour endpoint value of range `r` in 0..255.
uint32_t unquantize_colour(Range r, uint32_t v) {
  if (!r.trits && !r.quints) return replicate(v, r.bits, 8);
  uint32_t m = v & ((1u << r.bits) - 1), d = v >> r.bits, A = (m & 1) ? 0x1ff : 0, B, C;
  colour_b_c(r, m >> 1, &B, &C);
  uint32_t T = (d * C + B) ^ A;
  return (A & 0x80) | (T >> 2);
}

// A weight of range `r` in 0..64.
uint32_t unquantize_weight(Range r, uint32_t v) {
  uint32_t T;
  if (!r.trits && !r.quints) {
    T = replicate(v, r.bits, 6);
  } else if (r.bits == 0) {
    static constexpr uint32_t kTrit[3] = {0, 32, 63}, kQuint[5] = {0, 16, 32, 47, 63};
    T = r.trits ? kTrit[v] : kQuint[v];
  } else {
    // Table C.2.26: trits with 1, 2, 3 bits, quints with 1, 2.
    uint32_t m = v & ((1u << r.bits) - 1), d = v >> r.bits, x = m >> 1, A = (m & 1) ? 0x7f : 0, B = 0, C;
    if (r.trits) {
      static constexpr uint32_t kC[4] = {0, 50, 23, 11};
      C = kC[r.bits];
      if (r.bits == 2) B = x * 0x45;    // b000b0b
      if (r.bits == 3) B = x << 5 | x;  // cb000cb
    } else {
      static constexpr uint32_t kC[3] = {0, 28, 13};
      C = kC[r.bits];
      if (r.bits == 2) B = x * 0x42;  // b0000b0
    }
    T = (A & 0x20) | (((d * C + B) ^ A) >> 2);
  }
  return T > 32 ? T + 1 : T;
}

// --- Block mode (C.2.10) ------------------------------------------------------------------------

struct BlockMode {
  uint32_t grid_width = 0, grid_height = 0;
  bool dual_plane = false;
  Range weights{};
};

// The weight grid, planes and weight range of an 11-bit block mode; false for a reserved one.
bool decode_block_mode(uint32_t mode, BlockMode* out) {
  uint32_t a = (mode >> 5) & 3, b = (mode >> 7) & 3, high = (mode >> 9) & 1, r;
  bool dual = (mode >> 10) & 1;
  uint32_t w, h;
  if (mode & 3) {
    r = ((mode >> 4) & 1) | (mode & 3) << 1;
    switch ((mode >> 2) & 3) {
      case 0:
        w = b + 4, h = a + 2;
        break;
      case 1:
        w = b + 8, h = a + 2;
        break;
      case 2:
        w = a + 2, h = b + 8;
        break;
      default:
        if ((mode >> 8) & 1) {
          w = (b & 1) + 2, h = a + 2;
        } else {
          w = a + 2, h = (b & 1) + 6;
        }
    }
  } else {
    r = ((mode >> 4) & 1) | ((mode >> 2) & 3) << 1;
    switch (b) {
      case 0:
        w = 12, h = a + 2;
        break;
      case 1:
        w = a + 2, h = 12;
        break;
      case 2:
        // Bits 10 and 9 are the height here: neither dual planes nor high precision.
        w = a + 6, h = ((mode >> 9) & 3) + 6, dual = false, high = 0;
        break;
      default:
        if (a > 1) return false;
        w = a ? 10 : 6, h = a ? 6 : 10;
    }
  }
  if (r < 2) return false;
  out->grid_width = w, out->grid_height = h, out->dual_plane = dual;
  // Table C.2.7: R = 2..7 are 0..1, 0..2, 0..3, 0..4, 0..5, 0..7, or with H 0..9 ... 0..31.
  out->weights = kRanges[r - 2 + 6 * high];
  return true;
}

// --- Endpoints (C.2.11, C.2.14) -----------------------------------------------------------------

struct Rgba {
  int c[4];
};

void bit_transfer_signed(int& a, int& b) {
  b >>= 1;
  b |= a & 0x80;
  a >>= 1;
  a &= 0x3f;
  if (a & 0x20) a -= 0x40;
}

Rgba blue_contract(int r, int g, int b, int a) { return Rgba{{(r + b) >> 1, (g + b) >> 1, b, a}}; }

void clamp_unorm8(Rgba& e) {
  for (int& c : e.c) c = c < 0 ? 0 : c > 255 ? 255 : c;
}

// RGB(A) endpoints, direct (modes 8, 12): swapped and blue-contracted when the second sums less.
void rgba_direct(const int* v, int a0, int a1, Rgba& e0, Rgba& e1) {
  if (v[1] + v[3] + v[5] >= v[0] + v[2] + v[4]) {
    e0 = Rgba{{v[0], v[2], v[4], a0}}, e1 = Rgba{{v[1], v[3], v[5], a1}};
  } else {
    e0 = blue_contract(v[1], v[3], v[5], a1), e1 = blue_contract(v[0], v[2], v[4], a0);
  }
}

// RGB(A) endpoints, base + offset (modes 9, 13): blue-contracted when the offsets sum negative.
void rgba_offset(int* v, bool alpha, Rgba& e0, Rgba& e1) {
  for (int i = 0; i < (alpha ? 8 : 6); i += 2) bit_transfer_signed(v[i + 1], v[i]);
  int a0 = alpha ? v[6] : 0xff, a1 = alpha ? v[6] + v[7] : 0xff;
  if (v[1] + v[3] + v[5] >= 0) {
    e0 = Rgba{{v[0], v[2], v[4], a0}}, e1 = Rgba{{v[0] + v[1], v[2] + v[3], v[4] + v[5], a1}};
  } else {
    e0 = blue_contract(v[0] + v[1], v[2] + v[3], v[4] + v[5], a1), e1 = blue_contract(v[0], v[2], v[4], a0);
  }
  clamp_unorm8(e0), clamp_unorm8(e1);
}

// The two 8-bit endpoints of LDR mode `cem` from its unquantized values; false for an HDR mode.
bool ldr_endpoints(uint32_t cem, int* v, Rgba& e0, Rgba& e1) {
  switch (cem) {
    case 0:
      e0 = Rgba{{v[0], v[0], v[0], 0xff}}, e1 = Rgba{{v[1], v[1], v[1], 0xff}};
      return true;
    case 1: {
      int l0 = (v[0] >> 2) | (v[1] & 0xc0), l1 = l0 + (v[1] & 0x3f);
      if (l1 > 0xff) l1 = 0xff;
      e0 = Rgba{{l0, l0, l0, 0xff}}, e1 = Rgba{{l1, l1, l1, 0xff}};
      return true;
    }
    case 4:
      e0 = Rgba{{v[0], v[0], v[0], v[2]}}, e1 = Rgba{{v[1], v[1], v[1], v[3]}};
      return true;
    case 5:
      bit_transfer_signed(v[1], v[0]), bit_transfer_signed(v[3], v[2]);
      e0 = Rgba{{v[0], v[0], v[0], v[2]}};
      e1 = Rgba{{v[0] + v[1], v[0] + v[1], v[0] + v[1], v[2] + v[3]}};
      clamp_unorm8(e0), clamp_unorm8(e1);
      return true;
    case 6:
    case 10: {
      bool alpha = cem == 10;
      e0 = Rgba{{v[0] * v[3] >> 8, v[1] * v[3] >> 8, v[2] * v[3] >> 8, alpha ? v[4] : 0xff}};
      e1 = Rgba{{v[0], v[1], v[2], alpha ? v[5] : 0xff}};
      return true;
    }
    case 8:
      rgba_direct(v, 0xff, 0xff, e0, e1);
      return true;
    case 12:
      rgba_direct(v, v[6], v[7], e0, e1);
      return true;
    case 9:
    case 13:
      rgba_offset(v, cem == 13, e0, e1);
      return true;
    default:
      return false;
  }
}

// --- Partitions (C.2.21) ------------------------------------------------------------------------

uint32_t hash52(uint32_t p) {
  p ^= p >> 15, p -= p << 17, p += p << 7, p += p << 4, p ^= p >> 5;
  p += p << 16, p ^= p >> 7, p ^= p >> 3, p ^= p << 6, p ^= p >> 17;
  return p;
}

// The partition of texel (x, y) among `count` for the 10-bit pattern index `seed`.
uint32_t select_partition(uint32_t seed, uint32_t x, uint32_t y, uint32_t count, bool small_block) {
  if (small_block) x <<= 1, y <<= 1;
  seed += (count - 1) * 1024;
  uint32_t rnum = hash52(seed);
  uint32_t s[12];
  for (int i = 0; i < 8; i++) s[i] = (rnum >> (4 * i)) & 0xf;
  s[8] = (rnum >> 18) & 0xf, s[9] = (rnum >> 22) & 0xf, s[10] = (rnum >> 26) & 0xf;
  s[11] = ((rnum >> 30) | (rnum << 2)) & 0xf;
  for (uint32_t& v : s) v *= v;
  uint32_t sh1, sh2;
  if (seed & 1) {
    sh1 = (seed & 2) ? 4 : 5, sh2 = count == 3 ? 6 : 5;
  } else {
    sh1 = count == 3 ? 6 : 5, sh2 = (seed & 2) ? 4 : 5;
  }
  uint32_t sh3 = (seed & 0x10) ? sh1 : sh2;
  for (int i = 0; i < 8; i++) s[i] >>= (i & 1) ? sh2 : sh1;
  for (int i = 8; i < 12; i++) s[i] >>= sh3;
  // z is 0 in 2D blocks, so seeds 9 to 12 (z's multipliers) drop out.
  uint32_t a = (s[0] * x + s[1] * y + (rnum >> 14)) & 0x3f;
  uint32_t b = (s[2] * x + s[3] * y + (rnum >> 10)) & 0x3f;
  uint32_t c = count < 3 ? 0 : (s[4] * x + s[5] * y + (rnum >> 6)) & 0x3f;
  uint32_t d = count < 4 ? 0 : (s[6] * x + s[7] * y + (rnum >> 2)) & 0x3f;
  if (a >= b && a >= c && a >= d) return 0;
  if (b >= c && b >= d) return 1;
  return c >= d ? 2 : 3;
}

// --- Output (C.2.19) ----------------------------------------------------------------------------

// An interpolated UNORM16 channel as a unorm format reads it: 1.0 for 65535, otherwise C / 65536
// rounded toward zero to FP16. FP16 keeps 11 significant bits (C below 4 is a subnormal, exact),
// so the rounding clears C's bits below its top 11, and the quotient is exact in f32.
float unorm16_to_f16(uint32_t c) {
  if (c == 0xffff) return 1.0f;
  int width = std::bit_width(c);
  if (width > 11) c &= ~((1u << (width - 11)) - 1);
  return float(c) / 65536.0f;
}

// A texel from its four UNORM16 channels (sRGB: their top 8 bits).
DecodedTexel output(const uint32_t c[4], bool srgb) {
  DecodedTexel t;
  for (int i = 0; i < 4; i++) t.c[i] = !srgb ? unorm16_to_f16(c[i]) : i < 3 ? srgb8(c[i] >> 8) : unorm8(c[i] >> 8);
  return t;
}

constexpr DecodedTexel kError{{1, 0, 1, 1}};

void fill(DecodedTexel* texels, uint32_t count, const DecodedTexel& t) {
  for (uint32_t i = 0; i < count; i++) texels[i] = t;
}

// --- Void extent (C.2.23) -----------------------------------------------------------------------

void void_extent(const uint8_t* block, bool srgb, uint32_t count, DecodedTexel* texels) {
  bool hdr = read_bits(block, 9, 1), reserved_ones = read_bits(block, 10, 2) == 3;
  uint32_t min_s = read_bits(block, 12, 13), max_s = read_bits(block, 25, 13);
  uint32_t min_t = read_bits(block, 38, 13), max_t = read_bits(block, 51, 13);
  bool all_ones = (min_s & max_s & min_t & max_t) == 0x1fff;
  if (hdr || !reserved_ones || (!all_ones && (min_s >= max_s || min_t >= max_t))) return fill(texels, count, kError);
  uint32_t c[4];
  for (int i = 0; i < 4; i++) c[i] = read_bits(block, 64 + 16 * uint32_t(i), 16);
  fill(texels, count, output(c, srgb));
}

// --- Blocks with weights ------------------------------------------------------------------------

// Everything a block's texels are computed from.
struct Block {
  BlockMode mode;
  uint32_t partitions = 1, seed = 0, ccs = 0;
  uint32_t cem[4] = {};
  Rgba e0[4], e1[4];
  bool hdr[4] = {};
  // Unquantized weights per plane, padded: the infill reads one past a row's end at weight 0.
  uint32_t weights[2][kMaxWeights + 16] = {};
};

// The endpoint modes (C.2.11), and how many of their bits lie below the weights.
void endpoint_modes(const uint8_t* block, uint32_t weight_bits, Block& b, uint32_t* extra_bits) {
  *extra_bits = 0;
  if (b.partitions == 1) {
    b.cem[0] = read_bits(block, 13, 4);
    return;
  }
  uint32_t field = read_bits(block, 23, 6);
  if ((field & 3) == 0) {
    for (uint32_t p = 0; p < b.partitions; p++) b.cem[p] = field >> 2;
    return;
  }
  // Classes and low bits per partition: C0.. from bit 2 of the field, then M0.., whose bits past
  // the field's six lie just below the weights.
  *extra_bits = 3 * b.partitions - 4;
  uint32_t encoded = field | read_bits(block, kBlockBits - weight_bits - *extra_bits, *extra_bits) << 6;
  uint32_t base = (field & 3) - 1;
  for (uint32_t p = 0; p < b.partitions; p++) {
    uint32_t cls = base + ((encoded >> (2 + p)) & 1), low = (encoded >> (2 + b.partitions + 2 * p)) & 3;
    b.cem[p] = cls << 2 | low;
  }
}

// Decodes the colour endpoints of every partition from the bits left over (C.2.22); false when
// they are too many or too few bits hold them.
bool decode_endpoints(const uint8_t* block, int remaining_bits, Block& b) {
  uint32_t count = 0;
  for (uint32_t p = 0; p < b.partitions; p++) count += 2 * ((b.cem[p] >> 2) + 1);
  if (count > kMaxColourValues) return false;
  uint32_t range = kRangeCount;
  for (uint32_t r = kRangeCount; r-- > kSmallestColourRange;)
    if (int(sequence_bits(kRanges[r], count)) <= remaining_bits) {
      range = r;
      break;
    }
  if (range == kRangeCount) return false;
  uint32_t raw[kMaxColourValues];
  decode_sequence(block, b.partitions == 1 ? 17 : 29, kRanges[range], count, raw);
  int v[kMaxColourValues];
  for (uint32_t i = 0; i < count; i++) v[i] = int(unquantize_colour(kRanges[range], raw[i]));
  for (uint32_t p = 0, first = 0; p < b.partitions; first += 2 * ((b.cem[p] >> 2) + 1), p++)
    b.hdr[p] = !ldr_endpoints(b.cem[p], v + first, b.e0[p], b.e1[p]);
  return true;
}

// Reads everything but the texels from a block that is not a void extent; false for an illegal one.
bool decode_header(const uint8_t* block, uint32_t block_width, uint32_t block_height, Block& b) {
  if (!decode_block_mode(read_bits(block, 0, 11), &b.mode)) return false;
  const BlockMode& m = b.mode;
  uint32_t planes = m.dual_plane ? 2 : 1, count = m.grid_width * m.grid_height * planes;
  uint32_t weight_bits = sequence_bits(m.weights, count);
  if (m.grid_width > block_width || m.grid_height > block_height || count > kMaxWeights || weight_bits < 24 ||
      weight_bits > 96)
    return false;
  b.partitions = read_bits(block, 11, 2) + 1;
  if (m.dual_plane && b.partitions == 4) return false;
  b.seed = read_bits(block, 13, 10);
  uint32_t extra_bits;
  endpoint_modes(block, weight_bits, b, &extra_bits);
  int config_bits = b.partitions == 1 ? 17 : 29 + int(extra_bits);
  if (m.dual_plane) {
    config_bits += 2;
    b.ccs = read_bits(block, kBlockBits - weight_bits - extra_bits - 2, 2);
  }
  if (!decode_endpoints(block, int(kBlockBits) - config_bits - int(weight_bits), b)) return false;
  uint8_t reversed[16];
  reverse_bits(block, reversed);
  uint32_t raw[kMaxWeights];
  decode_sequence(reversed, 0, m.weights, count, raw);
  for (uint32_t i = 0; i < count; i++) b.weights[i % planes][i / planes] = unquantize_weight(m.weights, raw[i]);
  return true;
}

// The weight of texel (s, t) in a plane, bilinear from the grid (C.2.18).
uint32_t infill(const Block& b, const uint32_t* weights, uint32_t block_width, uint32_t block_height, uint32_t s,
                uint32_t t) {
  uint32_t n = b.mode.grid_width, m = b.mode.grid_height;
  uint32_t ds = (1024 + block_width / 2) / (block_width - 1), dt = (1024 + block_height / 2) / (block_height - 1);
  uint32_t gs = (ds * s * (n - 1) + 32) >> 6, gt = (dt * t * (m - 1) + 32) >> 6;
  uint32_t js = gs >> 4, fs = gs & 15, jt = gt >> 4, ft = gt & 15;
  uint32_t v0 = js + jt * n;
  uint32_t w11 = (fs * ft + 8) >> 4, w10 = ft - w11, w01 = fs - w11, w00 = 16 - fs - ft + w11;
  return (weights[v0] * w00 + weights[v0 + 1] * w01 + weights[v0 + n] * w10 + weights[v0 + n + 1] * w11 + 8) >> 4;
}

// Interpolates one channel's 8-bit endpoints with weight i (0..64) into UNORM16.
uint32_t interpolate(int e0, int e1, uint32_t i, bool srgb_channel) {
  uint32_t c0 = srgb_channel ? uint32_t(e0) << 8 | 0x80 : uint32_t(e0) * 257;
  uint32_t c1 = srgb_channel ? uint32_t(e1) << 8 | 0x80 : uint32_t(e1) * 257;
  return (c0 * (64 - i) + c1 * i + 32) / 64;
}

void decode_texels(const Block& b, bool srgb, uint32_t block_width, uint32_t block_height, DecodedTexel* texels) {
  bool small_block = block_width * block_height < 31;
  for (uint32_t y = 0; y < block_height; y++)
    for (uint32_t x = 0; x < block_width; x++) {
      uint32_t p = b.partitions > 1 ? select_partition(b.seed, x, y, b.partitions, small_block) : 0;
      DecodedTexel& out = texels[y * block_width + x];
      if (b.hdr[p]) {
        out = kError;
        continue;
      }
      uint32_t w[2] = {infill(b, b.weights[0], block_width, block_height, x, y), 0};
      if (b.mode.dual_plane) w[1] = infill(b, b.weights[1], block_width, block_height, x, y);
      uint32_t c[4];
      for (uint32_t ch = 0; ch < 4; ch++) {
        uint32_t weight = b.mode.dual_plane && ch == b.ccs ? w[1] : w[0];
        c[ch] = interpolate(b.e0[p].c[ch], b.e1[p].c[ch], weight, srgb && ch < 3);
      }
      out = output(c, srgb);
    }
}

}  // namespace

bool decode_astc(TexelEncoding encoding, uint32_t block_width, uint32_t block_height, const uint8_t* block,
                 DecodedTexel* texels) {
  bool srgb = encoding == TexelEncoding::AstcSrgb;
  uint32_t count = block_width * block_height;
  if ((read_bits(block, 0, 9)) == 0x1fc) {
    void_extent(block, srgb, count, texels);
    return true;
  }
  Block b;
  if (!decode_header(block, block_width, block_height, b)) {
    fill(texels, count, kError);
    return true;
  }
  decode_texels(b, srgb, block_width, block_height, texels);
  return true;
}

}  // namespace wgx::exec::blocks
