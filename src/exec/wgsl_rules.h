// WGSL's runtime rules, written once for both executors: the interpreter compiles this header
// (lane_ops.cpp and subgroup_ops.cpp include it inside namespace wgx::exec::rules), and every
// compiled kernel carries its text at the top of its prelude (the build turns it into a string,
// src/CMakeLists.txt, "wgsl_rules_text"), so the two cannot drift apart and a kernel never calls
// back into the host for a builtin or a subgroup operation.
//
// What is here: integer division and remainder (by zero, and INT_MIN / -1), shifts (amounts
// masked to 5 bits), float -> integer conversions (saturating, NaN to 0), f16 (round to nearest
// even, NaN payloads kept; registers hold a half's value as a float), WGSL's min/max/clamp (a NaN
// operand gives the other one; min(0.0, -0.0) is 0.0), the numeric builtins whose results are not
// a single libm call, packing, and the subgroup operations over a workgroup's lane arrays.
//
// The text is plain C as a C++ or CUDA compiler takes it: no includes, no standard library, only
// __builtin_ functions, names prefixed wgx_, no '@' (the build substitutes with it), and include
// guards rather than #pragma once (a kernel is a main file). Every function is declared WGX_RULE:
// `static inline` here, and for the GPU a CUDA kernel's prelude defines it first as a device
// function (and maps the __builtin_ functions NVRTC lacks to CUDA's), so the same rules compile on
// both sides.
#ifndef WGX_EXEC_WGSL_RULES_H
#define WGX_EXEC_WGSL_RULES_H

#ifndef WGX_RULE
#define WGX_RULE static inline
#endif

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;

WGX_RULE float wgx_f(u32 w) { return __builtin_bit_cast(float, w); }
WGX_RULE u32 wgx_w(float f) { return __builtin_bit_cast(u32, f); }

// --- integers ---------------------------------------------------------------------------------

WGX_RULE i32 wgx_div_i(i32 a, i32 b) { return b == 0 ? a : (a == (-2147483647 - 1) && b == -1) ? a : a / b; }
WGX_RULE u32 wgx_div_u(u32 a, u32 b) { return b == 0 ? a : a / b; }
WGX_RULE i32 wgx_rem_i(i32 a, i32 b) { return b == 0 ? 0 : (a == (-2147483647 - 1) && b == -1) ? 0 : a % b; }
WGX_RULE u32 wgx_rem_u(u32 a, u32 b) { return b == 0 ? 0u : a % b; }
WGX_RULE u32 wgx_shl(u32 a, u32 b) { return a << (b & 31u); }
WGX_RULE i32 wgx_shr_i(i32 a, u32 b) { return a >> (b & 31u); }  // arithmetic
WGX_RULE u32 wgx_shr_u(u32 a, u32 b) { return a >> (b & 31u); }
WGX_RULE i32 wgx_neg_i(i32 a) { return (i32)(0u - (u32)a); }
WGX_RULE i32 wgx_abs_i(i32 a) { return a < 0 ? (i32)(0u - (u32)a) : a; }
WGX_RULE i32 wgx_min_i(i32 a, i32 b) { return b < a ? b : a; }
WGX_RULE i32 wgx_max_i(i32 a, i32 b) { return a < b ? b : a; }
WGX_RULE u32 wgx_min_u(u32 a, u32 b) { return b < a ? b : a; }
WGX_RULE u32 wgx_max_u(u32 a, u32 b) { return a < b ? b : a; }
WGX_RULE i32 wgx_sign_i(i32 a) { return a > 0 ? 1 : a < 0 ? -1 : 0; }
// An index clamped into [0, n) for a runtime-sized array (n == 0: index 0, the access then fails
// its bounds check).
WGX_RULE u32 wgx_clamp_dyn(u32 i, u32 n) { return n ? (i < n - 1 ? i : n - 1) : 0u; }

// --- floats ------------------------------------------------------------------------------------

// -x as WGSL defines it, the sign bit flipped. GCC folds -fmaf(a, b, c) into a fused negative
// multiply-subtract, -(a * b) - c, which is +0 where a * b + c is 0 (the negation gives -0).
WGX_RULE float wgx_neg(float x) { return wgx_f(wgx_w(x) ^ 0x80000000u); }
WGX_RULE float wgx_frem(float x, float y) { return x - y * __builtin_truncf(x / y); }
WGX_RULE float wgx_clampf(float v, float lo, float hi) { return v < lo ? lo : hi < v ? hi : v; }
// WGSL's min/max: e2 if e2 < e1 (max: e1 < e2), else e1, so min(0.0, -0.0) is 0.0; a NaN operand
// gives the other one. fminf leaves the sign of equal zeros open, and its inline and library
// forms differ.
WGX_RULE float wgx_fmin(float a, float b) { return (b < a || a != a) ? b : a; }
WGX_RULE float wgx_fmax(float a, float b) { return (a < b || a != a) ? b : a; }
WGX_RULE float wgx_sign_f(float a) { return a > 0.0f ? 1.0f : a < 0.0f ? -1.0f : 0.0f; }
WGX_RULE float wgx_smoothstep(float a, float b, float x) {
  float t = wgx_clampf((x - a) / (b - a), 0.0f, 1.0f);
  return t * t * (3.0f - 2.0f * t);
}
WGX_RULE float wgx_frexp_fract(float x) {
  int e = 0;
  return __builtin_frexpf(x, &e);
}
WGX_RULE i32 wgx_frexp_exp(float x) {
  int e = 0;
  __builtin_frexpf(x, &e);
  return e;
}
WGX_RULE float wgx_modf_fract(float x) {
  float whole = 0.0f;
  return __builtin_modff(x, &whole);
}
WGX_RULE float wgx_modf_whole(float x) {
  float whole = 0.0f;
  __builtin_modff(x, &whole);
  return whole;
}
WGX_RULE float wgx_ldexp(float x, i32 e) { return __builtin_ldexpf(x, e); }

// Float -> integer: NaN gives 0, the rest saturates (2147483520 and 4294967040 are the largest
// floats below 2^31 and 2^32).
WGX_RULE i32 wgx_f2i(float f) { return f != f ? 0 : (i32)wgx_clampf(f, -2147483648.0f, 2147483520.0f); }
WGX_RULE u32 wgx_f2u(float f) { return f != f ? 0u : (u32)wgx_clampf(f, 0.0f, 4294967040.0f); }

// --- f16 ---------------------------------------------------------------------------------------

// The half nearest to v (ties to even; 65520 and beyond are infinite). A NaN keeps its sign and the
// top of its payload (a quiet bit when none is left), so bitcasts round-trip. wgx_f2h_bits is the
// rule in integer arithmetic; where the compiler has _Float16 (GCC 12 and Clang 15 on x86-64),
// wgx_f2h rounds finite values through it instead (one instruction with F16C, which f16 kernels
// need: every f16 operation rounds), the same bits: tests/exec/wgsl_rules_test.cpp checks both
// against base/half.cpp over every rounding case.
WGX_RULE u16 wgx_f2h_bits(float v) {
  u32 b = wgx_w(v), sign = (b >> 16) & 0x8000u, a = b & 0x7fffffffu;
  if (a > 0x7f800000u) {
    u32 m = (b >> 13) & 1023u;
    return (u16)(sign | 0x7c00u | (m ? m : 0x200u));
  }
  if (a >= 0x477ff000u) return (u16)(sign | 0x7c00u);
  if (a < 0x38800000u) {  // below 2^-14: a subnormal half, a multiple of 2^-24
    u32 e = a >> 23;
    if (e < 102u) return (u16)sign;  // below 2^-25: rounds to zero
    u32 m = (a & 0x7fffffu) | 0x800000u, shift = 126u - e;
    u32 q = m >> shift, rest = m & ((1u << shift) - 1u), half = 1u << (shift - 1u);
    if (rest > half || (rest == half && (q & 1u))) q++;  // 0x400 is the smallest normal's encoding
    return (u16)(sign | q);
  }
  u32 h = (a >> 13) - (112u << 10), rest = a & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) h++;  // a carry moves into the exponent
  return (u16)(sign | h);
}
#ifdef __FLT16_MAX__
WGX_RULE u16 wgx_f2h(float v) {
  if ((wgx_w(v) & 0x7fffffffu) > 0x7f800000u) return wgx_f2h_bits(v);
  _Float16 h = (_Float16)v;
  u16 r;
  __builtin_memcpy(&r, &h, 2);
  return r;
}
#else
WGX_RULE u16 wgx_f2h(float v) { return wgx_f2h_bits(v); }
#endif
// As wgx_f2h, but a NaN becomes the canonical quiet NaN (pack2x16float, quantizeToF16).
WGX_RULE u16 wgx_f2h_quiet(float v) { return v != v ? (u16)(((wgx_w(v) >> 16) & 0x8000u) | 0x7e00u) : wgx_f2h(v); }
WGX_RULE float wgx_h2f(u16 h) {
  u32 s = (u32)(h & 0x8000u) << 16, e = (h >> 10) & 31u, m = h & 1023u;
  if (e == 31u) return wgx_f(s | 0x7f800000u | (m << 13));
  if (e == 0u) return wgx_f(s | wgx_w((float)m * 5.9604644775390625e-8f));
  return wgx_f(s | ((e + 112u) << 23) | (m << 13));
}
// An f16 operation computes in float (exact for +, -, *, / of halves before one rounding) and
// rounds its result to the nearest half.
WGX_RULE float wgx_h(float x) { return wgx_h2f(wgx_f2h(x)); }
WGX_RULE float wgx_hrem(float x, float y) { return __builtin_fmodf(x, y); }  // exact: rounded after
// f16 -> integer: a half is exact in f32; out of range, the nearest integer a half can hold.
WGX_RULE i32 wgx_h2i(float f) { return f != f ? 0 : (i32)wgx_clampf(f, -65504.0f, 65504.0f); }
WGX_RULE u32 wgx_h2u(float f) { return f != f ? 0u : (u32)wgx_clampf(f, 0.0f, 65504.0f); }
WGX_RULE float wgx_quantize_f16(float v) {
  if (__builtin_fabsf(v) > 65504.0f) return v < 0.0f ? -__builtin_inff() : __builtin_inff();
  return wgx_h2f(wgx_f2h_quiet(v));
}

// --- bits --------------------------------------------------------------------------------------

WGX_RULE u32 wgx_count_one_bits(u32 a) { return (u32)__builtin_popcount(a); }
WGX_RULE u32 wgx_count_leading_zeros(u32 a) { return a == 0u ? 32u : (u32)__builtin_clz(a); }
WGX_RULE u32 wgx_count_trailing_zeros(u32 a) { return a == 0u ? 32u : (u32)__builtin_ctz(a); }
WGX_RULE u32 wgx_reverse_bits(u32 a) {
  u32 r = 0;
  for (int i = 0; i < 32; i++) r |= ((a >> i) & 1u) << (31 - i);
  return r;
}
WGX_RULE u32 wgx_first_leading_bit_u(u32 a) { return a == 0u ? 0xffffffffu : 31u - (u32)__builtin_clz(a); }
WGX_RULE u32 wgx_first_leading_bit_i(u32 a) { return wgx_first_leading_bit_u((i32)a < 0 ? ~a : a); }
WGX_RULE u32 wgx_first_trailing_bit(u32 a) { return a == 0u ? 0xffffffffu : (u32)__builtin_ctz(a); }
// Offsets and counts past the word are cut to it (WGSL: the bits that exist).
WGX_RULE u32 wgx_extract_bits(int sg, u32 a, u32 offset, u32 count) {
  u32 o = offset < 32u ? offset : 32u, c = count < 32u - o ? count : 32u - o;
  if (c == 0u) return 0u;
  u32 v = (a >> o) & (c == 32u ? ~0u : ((1u << c) - 1u));
  if (sg && c < 32u && ((v >> (c - 1u)) & 1u)) v |= ~0u << c;
  return v;
}
WGX_RULE u32 wgx_insert_bits(u32 a, u32 b, u32 offset, u32 count) {
  u32 o = offset < 32u ? offset : 32u, c = count < 32u - o ? count : 32u - o;
  if (c == 0u) return a;
  u32 mask = (c == 32u ? ~0u : ((1u << c) - 1u)) << o;
  return (a & ~mask) | ((b << o) & mask);
}

// --- packing -----------------------------------------------------------------------------------

// Without intermediate f32 rounding (0.7 * 255 stays below 178.5), as Dawn computes them.
WGX_RULE u32 wgx_snorm(float v, float scale) {
  return (u32)(i32)__builtin_floor(0.5 + (double)scale * (double)wgx_clampf(v, -1.0f, 1.0f));
}
WGX_RULE u32 wgx_unorm(float v, float scale) {
  return (u32)__builtin_floor(0.5 + (double)scale * (double)wgx_clampf(v, 0.0f, 1.0f));
}
WGX_RULE u32 wgx_pack4x8snorm(float a, float b, float c, float d) {
  return (wgx_snorm(a, 127.0f) & 0xffu) | (wgx_snorm(b, 127.0f) & 0xffu) << 8 | (wgx_snorm(c, 127.0f) & 0xffu) << 16 |
         (wgx_snorm(d, 127.0f) & 0xffu) << 24;
}
WGX_RULE u32 wgx_pack4x8unorm(float a, float b, float c, float d) {
  return (wgx_unorm(a, 255.0f) & 0xffu) | (wgx_unorm(b, 255.0f) & 0xffu) << 8 | (wgx_unorm(c, 255.0f) & 0xffu) << 16 |
         (wgx_unorm(d, 255.0f) & 0xffu) << 24;
}
WGX_RULE u32 wgx_pack2x16snorm(float a, float b) {
  return (wgx_snorm(a, 32767.0f) & 0xffffu) | (wgx_snorm(b, 32767.0f) & 0xffffu) << 16;
}
WGX_RULE u32 wgx_pack2x16unorm(float a, float b) {
  return (wgx_unorm(a, 65535.0f) & 0xffffu) | (wgx_unorm(b, 65535.0f) & 0xffffu) << 16;
}
WGX_RULE u32 wgx_pack2x16float(float a, float b) { return (u32)wgx_f2h_quiet(a) | (u32)wgx_f2h_quiet(b) << 16; }
WGX_RULE float wgx_max_minus_one(float v) { return v < -1.0f ? -1.0f : v; }
// Component c of the unpacked vector.
WGX_RULE float wgx_unpack4x8snorm(u32 w, u32 c) {
  return wgx_max_minus_one((float)(signed char)(u8)(w >> (8u * c)) / 127.0f);
}
WGX_RULE float wgx_unpack4x8unorm(u32 w, u32 c) { return (float)((w >> (8u * c)) & 0xffu) / 255.0f; }
WGX_RULE float wgx_unpack2x16snorm(u32 w, u32 c) {
  return wgx_max_minus_one((float)(short)(u16)(w >> (16u * c)) / 32767.0f);
}
WGX_RULE float wgx_unpack2x16unorm(u32 w, u32 c) { return (float)((w >> (16u * c)) & 0xffffu) / 65535.0f; }
WGX_RULE float wgx_unpack2x16float(u32 w, u32 c) { return wgx_h2f((u16)(w >> (16u * c))); }
WGX_RULE u32 wgx_pack4x8(u32 a, u32 b, u32 c, u32 d) {
  return (a & 0xffu) | (b & 0xffu) << 8 | (c & 0xffu) << 16 | (d & 0xffu) << 24;
}
WGX_RULE u32 wgx_clamp_i8(i32 v) { return (u32)(v < -128 ? -128 : v > 127 ? 127 : v); }
WGX_RULE u32 wgx_clamp_u8(u32 v) { return v < 255u ? v : 255u; }
WGX_RULE i32 wgx_unpack4xi8(u32 w, u32 c) { return (i32)(signed char)(u8)(w >> (8u * c)); }
WGX_RULE u32 wgx_unpack4xu8(u32 w, u32 c) { return (w >> (8u * c)) & 0xffu; }
WGX_RULE u32 wgx_dot4u8packed(u32 a, u32 b) {
  u32 sum = 0;
  for (u32 c = 0; c < 4u; c++) sum += ((a >> (8u * c)) & 0xffu) * ((b >> (8u * c)) & 0xffu);
  return sum;
}
WGX_RULE u32 wgx_dot4i8packed(u32 a, u32 b) {
  u32 sum = 0;
  for (u32 c = 0; c < 4u; c++) sum += (u32)(wgx_unpack4xi8(a, c) * wgx_unpack4xi8(b, c));
  return sum;
}

// --- subgroups ---------------------------------------------------------------------------------
//
// A workgroup's invocations form subgroups of `size` lanes by local_invocation_index: lanes
// [k * size, (k + 1) * size), the last one possibly partial. Values are register arrays of 4 words
// per lane; an operation sees only the active lanes (`act`) and writes `out` for them. Where WGSL
// leaves a result indeterminate (a source lane outside the subgroup or inactive) it is 0 in every
// component. Float reductions and scans combine in lane order: ((x0 + x1) + x2) + ... The codes
// below are what exec::subgroup_call maps each ir::SubgroupOp to.

enum { WGX_BOOL, WGX_I32, WGX_U32, WGX_F32, WGX_F16 };  // ir::Scalar's order (checked in lane_ops.cpp)
enum { WGX_SG_REDUCE, WGX_SG_INCLUSIVE, WGX_SG_EXCLUSIVE, WGX_SG_BALLOT, WGX_SG_ELECT, WGX_SG_PERMUTE };
enum {
  WGX_COMBINE_ADD,
  WGX_COMBINE_MUL,
  WGX_COMBINE_AND,
  WGX_COMBINE_OR,
  WGX_COMBINE_XOR,
  WGX_COMBINE_MIN,
  WGX_COMBINE_MAX
};
enum {
  WGX_PERMUTE_BY_ID,
  WGX_PERMUTE_FIRST,
  WGX_PERMUTE_XOR,
  WGX_PERMUTE_UP,
  WGX_PERMUTE_DOWN,
  WGX_PERMUTE_QUAD,
  WGX_PERMUTE_SWAP_X,
  WGX_PERMUTE_SWAP_Y,
  WGX_PERMUTE_SWAP_DIAGONAL
};

WGX_RULE u32 wgx_combine(u32 op, u32 s, u32 a, u32 b) {
  int fl = s == WGX_F32 || s == WGX_F16;
  float x = wgx_f(a), y = wgx_f(b);
  switch (op) {
    case WGX_COMBINE_ADD:
      return !fl ? a + b : wgx_w(s == WGX_F16 ? wgx_h(x + y) : x + y);
    case WGX_COMBINE_MUL:
      return !fl ? a * b : wgx_w(s == WGX_F16 ? wgx_h(x * y) : x * y);
    case WGX_COMBINE_AND:
      return a & b;
    case WGX_COMBINE_OR:
      return a | b;
    case WGX_COMBINE_XOR:
      return a ^ b;
    case WGX_COMBINE_MIN:
      return fl ? wgx_w(wgx_fmin(x, y)) : s == WGX_I32 ? (u32)wgx_min_i((i32)a, (i32)b) : wgx_min_u(a, b);
    case WGX_COMBINE_MAX:
      return fl ? wgx_w(wgx_fmax(x, y)) : s == WGX_I32 ? (u32)wgx_max_i((i32)a, (i32)b) : wgx_max_u(a, b);
  }
  return a;
}

WGX_RULE int wgx_sg_active(const u8* act, u32 end, u32 lane) { return lane < end && act[lane]; }
WGX_RULE u32 wgx_sg_first(const u8* act, u32 base, u32 end) {
  for (u32 l = base; l < end; l++)
    if (act[l]) return l;
  return end;
}

WGX_RULE void wgx_sg_reduce(u32 op, u32 s, u32 width, const u32* v, const u8* act, u32 base, u32 end, u32* out) {
  u32 first = wgx_sg_first(act, base, end);
  if (first == end) return;
  u32 acc[4];
  __builtin_memcpy(acc, v + first * 4u, 16);
  for (u32 l = first + 1u; l < end; l++)
    if (act[l])
      for (u32 c = 0; c < width; c++) acc[c] = wgx_combine(op, s, acc[c], v[l * 4u + c]);
  for (u32 l = first; l < end; l++)
    if (act[l]) __builtin_memcpy(out + l * 4u, acc, 16);
}

// The exclusive scans start from T(0) (sums) and T(1) (products).
WGX_RULE void wgx_sg_scan(int inclusive, u32 op, u32 s, u32 width, const u32* v, const u8* act, u32 base, u32 end,
                               u32* out) {
  u32 one = s == WGX_F32 || s == WGX_F16 ? wgx_w(1.0f) : 1u;
  u32 identity = op == WGX_COMBINE_MUL ? one : 0u;
  int started = 0;
  u32 acc[4] = {0, 0, 0, 0};
  for (u32 l = base; l < end; l++) {
    if (!act[l]) continue;
    for (u32 c = 0; c < width; c++) {
      u32 before = started ? acc[c] : identity;
      acc[c] = started ? wgx_combine(op, s, acc[c], v[l * 4u + c]) : v[l * 4u + c];
      out[l * 4u + c] = inclusive ? acc[c] : before;
    }
    started = 1;
  }
}

WGX_RULE void wgx_sg_ballot(const u32* v, const u8* act, u32 base, u32 end, u32* out) {
  u32 bits[4] = {0, 0, 0, 0};
  for (u32 l = base; l < end; l++)
    if (act[l] && v[l * 4u]) bits[(l - base) / 32u] |= 1u << ((l - base) % 32u);
  for (u32 l = base; l < end; l++)
    if (act[l]) __builtin_memcpy(out + l * 4u, bits, 16);
}

// The subgroup invocation id lane `l` reads from; out of [0, size) when there is none.
WGX_RULE long long wgx_sg_source(u32 how, const u32* id, const u8* act, u32 base, u32 end, u32 l) {
  long long sid = (long long)(l - base), k = id ? (long long)id[l * 4u] : 0;
  switch (how) {
    case WGX_PERMUTE_BY_ID:
      return k;
    case WGX_PERMUTE_FIRST:
      return (long long)wgx_sg_first(act, base, end) - (long long)base;
    case WGX_PERMUTE_XOR:
      return sid ^ k;
    case WGX_PERMUTE_UP:
      return sid - k;
    case WGX_PERMUTE_DOWN:
      return sid + k;
    case WGX_PERMUTE_QUAD:
      return (sid & ~3ll) + k;
    case WGX_PERMUTE_SWAP_X:
      return sid ^ 1;
    case WGX_PERMUTE_SWAP_Y:
      return sid ^ 2;
    case WGX_PERMUTE_SWAP_DIAGONAL:
      return sid ^ 3;
  }
  return sid;
}

WGX_RULE void wgx_sg_permute(u32 how, const u32* v, const u32* id, const u8* act, u32 base, u32 end, u32 size,
                                  u32* out) {
  for (u32 l = base; l < end; l++) {
    if (!act[l]) continue;
    long long src = wgx_sg_source(how, id, act, base, end, l);
    if (src >= 0 && src < (long long)size && wgx_sg_active(act, end, base + (u32)src)) {
      __builtin_memcpy(out + l * 4u, v + (base + (u32)src) * 4u, 16);
    } else {
      for (u32 c = 0; c < 4u; c++) out[l * 4u + c] = 0u;
    }
  }
}

// One subgroup operation (kind WGX_SG_*, code: its WGX_COMBINE_* or WGX_PERMUTE_*) with result
// scalar `s` and `width` components, over every subgroup of the workgroup's `lanes`.
WGX_RULE void wgx_subgroup(u32 kind, u32 code, u32 s, u32 width, const u32* v, const u32* id, const u8* act,
                                u32 lanes, u32 size, u32* out) {
  for (u32 base = 0; base < lanes; base += size) {
    u32 end = base + size < lanes ? base + size : lanes;
    switch (kind) {
      case WGX_SG_REDUCE:
        wgx_sg_reduce(code, s, width, v, act, base, end, out);
        break;
      case WGX_SG_INCLUSIVE:
      case WGX_SG_EXCLUSIVE:
        wgx_sg_scan(kind == WGX_SG_INCLUSIVE, code, s, width, v, act, base, end, out);
        break;
      case WGX_SG_BALLOT:
        wgx_sg_ballot(v, act, base, end, out);
        break;
      case WGX_SG_ELECT: {
        u32 first = wgx_sg_first(act, base, end);
        for (u32 l = base; l < end; l++)
          if (act[l]) out[l * 4u] = l == first;
        break;
      }
      case WGX_SG_PERMUTE:
        wgx_sg_permute(code, v, id, act, base, end, size, out);
        break;
    }
  }
}

#endif  // WGX_EXEC_WGSL_RULES_H
