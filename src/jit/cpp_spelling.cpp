#include "jit/cpp_spelling.h"

#include <cstdio>

namespace wgx::jit {

using ir::Scalar;

// The kernel's own definitions: the context (checked against kernel_abi.h) and WGSL's runtime
// rules as small inline functions, written to match the interpreter's lane_ops.cpp exactly.
const char* const kPrelude = R"(typedef unsigned char u8;
typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;
struct Ctx {
  u8* const* base;
  const u64* size;
  u8* wg;
  u8* lane;
  u32 wid[3];
  u32 nwg[3];
  u64 steps;
  u64 max_steps;
  void (*trap)(Ctx*, u32);
  void (*builtin)(u32, u32, const u32* const*, u32, u32, u32, u32*);
  void (*subgroup)(u32, u32, u32, const u32*, const u32*, const u8*, u32, u32, u32*);
  u32 subgroup_size;
  u32 reserved;
};
static const u8 wgx_zero[16] = {0};
static inline float wgx_f(u32 w) { return __builtin_bit_cast(float, w); }
static inline u32 wgx_w(float f) { return __builtin_bit_cast(u32, f); }
static inline u32 wgx_ld(const u8* p) { u32 v; __builtin_memcpy(&v, p, 4); return v; }
static inline void wgx_st(u8* p, u32 v) { __builtin_memcpy(p, &v, 4); }
static inline i32 wgx_div_i(i32 a, i32 b) { return b == 0 ? a : (a == (-2147483647 - 1) && b == -1) ? a : a / b; }
static inline u32 wgx_div_u(u32 a, u32 b) { return b == 0 ? a : a / b; }
static inline i32 wgx_rem_i(i32 a, i32 b) { return b == 0 ? 0 : (a == (-2147483647 - 1) && b == -1) ? 0 : a % b; }
static inline u32 wgx_rem_u(u32 a, u32 b) { return b == 0 ? 0u : a % b; }
static inline float wgx_clampf(float v, float lo, float hi) { return v < lo ? lo : hi < v ? hi : v; }
// -x as WGSL defines it, the sign bit flipped. GCC folds -fmaf(a, b, c) into a fused negative
// multiply-subtract, -(a * b) - c, which is +0 where a * b + c is 0 (the negation gives -0).
static inline float wgx_neg(float x) { return __builtin_bit_cast(float, __builtin_bit_cast(u32, x) ^ 0x80000000u); }
static inline i32 wgx_f2i(float f) { return f != f ? 0 : (i32)wgx_clampf(f, -2147483648.0f, 2147483520.0f); }
static inline u32 wgx_f2u(float f) { return f != f ? 0u : (u32)wgx_clampf(f, 0.0f, 4294967040.0f); }
static inline u32 wgx_clamp_dyn(u32 i, u32 n) { return n ? (i < n - 1 ? i : n - 1) : 0u; }
static inline i32 wgx_min_i(i32 a, i32 b) { return b < a ? b : a; }
static inline i32 wgx_max_i(i32 a, i32 b) { return a < b ? b : a; }
static inline u32 wgx_min_u(u32 a, u32 b) { return b < a ? b : a; }
static inline u32 wgx_max_u(u32 a, u32 b) { return a < b ? b : a; }
// WGSL's min/max: e2 if e2 < e1 (max: e1 < e2), else e1, so min(0.0, -0.0) is 0.0; a NaN operand
// gives the other one. fminf leaves the sign of equal zeros open, and its inline and library
// forms differ; lane_ops.cpp's wgsl_fmin/wgsl_fmax are the same formulas.
static inline float wgx_fmin(float a, float b) { return (b < a || a != a) ? b : a; }
static inline float wgx_fmax(float a, float b) { return (a < b || a != a) ? b : a; }
static inline float wgx_smoothstep(float a, float b, float x) {
  float t = wgx_clampf((x - a) / (b - a), 0.0f, 1.0f);
  return t * t * (3.0f - 2.0f * t);
}
static inline u32 wgx_amax_u(u32* p, u32 v, int shared) {
  u32 old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (old < v && !__atomic_compare_exchange_n(p, &old, v, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {}
  return old;
}
static inline u32 wgx_amin_u(u32* p, u32 v, int shared) {
  u32 old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (v < old && !__atomic_compare_exchange_n(p, &old, v, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {}
  return old;
}
static inline u32 wgx_amax_i(u32* p, u32 v, int shared) {
  u32 old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while ((i32)old < (i32)v && !__atomic_compare_exchange_n(p, &old, v, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {}
  return old;
}
static inline u32 wgx_amin_i(u32* p, u32 v, int shared) {
  u32 old = __atomic_load_n(p, __ATOMIC_RELAXED);
  while ((i32)v < (i32)old && !__atomic_compare_exchange_n(p, &old, v, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {}
  return old;
}
)";

// f16 values: a register holds the half's value as a float (every half is one); each operation
// rounds its float result to the nearest half (wgx_h), memory holds 2-byte halves. Conversions
// match base/half.cpp bit for bit: a NaN keeps its sign and the top of its payload (so bitcasts
// round-trip), finite values round to nearest even (through _Float16, which needs a compiler
// that has it: GCC 12, clang 15; these come only with modules that use f16).
const char* const kPreludeF16 = R"(static inline unsigned short wgx_f2h(float v) {
  u32 b = wgx_w(v);
  if ((b & 0x7fffffffu) > 0x7f800000u) {
    u32 m = (b >> 13) & 1023u;
    return (unsigned short)(((b >> 16) & 0x8000u) | 0x7c00u | (m ? m : 0x200u));
  }
  _Float16 h = (_Float16)v;
  unsigned short r;
  __builtin_memcpy(&r, &h, 2);
  return r;
}
static inline float wgx_h2f(unsigned short h) {
  u32 s = (u32)(h & 0x8000u) << 16, e = (h >> 10) & 31u, m = h & 1023u;
  if (e == 31u) return wgx_f(s | 0x7f800000u | (m << 13));
  if (e == 0u) return wgx_f(s | wgx_w((float)m * 5.9604644775390625e-8f));
  return wgx_f(s | ((e + 112u) << 23) | (m << 13));
}
static inline float wgx_h(float x) { return wgx_h2f(wgx_f2h(x)); }
static inline float wgx_ldh(const u8* p) { unsigned short h; __builtin_memcpy(&h, p, 2); return wgx_h2f(h); }
static inline void wgx_sth(u8* p, float v) { unsigned short h = wgx_f2h(v); __builtin_memcpy(p, &h, 2); }
static inline i32 wgx_h2i(float f) { return f != f ? 0 : (i32)wgx_clampf(f, -65504.0f, 65504.0f); }
static inline u32 wgx_h2u(float f) { return f != f ? 0u : (u32)wgx_clampf(f, 0.0f, 65504.0f); }
)";

const char* c_type(Scalar s) {
  switch (s) {
    case Scalar::F32:
    case Scalar::F16:
      return "float";
    case Scalar::I32:
      return "i32";
    default:
      return "u32";
  }
}

std::string hex(uint32_t w) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%xu", w);
  return b;
}

std::string from_word(Scalar s, const std::string& w) {
  switch (s) {
    case Scalar::F32:
    case Scalar::F16:
      return "wgx_f(" + w + ")";
    case Scalar::I32:
      return "(i32)(" + w + ")";
    case Scalar::Bool:
      return "(u32)((" + w + ") != 0u)";
    default:
      return w;
  }
}
std::string to_word(Scalar s, const std::string& v) {
  switch (s) {
    case Scalar::F32:
    case Scalar::F16:
      return "wgx_w(" + v + ")";
    case Scalar::I32:
      return "(u32)(" + v + ")";
    default:
      return v;
  }
}

// One case per builtin and no default: a BuiltinFn added to the builtin list does not compile
// until it has its spelling here (and its kernel in exec/lane_ops.cpp). Each expression matches
// lane_ops.cpp's kernel.
BuiltinSpelling builtin_spelling(ir::BuiltinFn f) {
  using ir::BuiltinFn;
  switch (f) {
    case BuiltinFn::Abs:
      return {"__builtin_fabsf($0)", "($0 < 0 ? (i32)(0u - (u32)$0) : $0)", "$0"};
    case BuiltinFn::Min:
      return {"wgx_fmin($0, $1)", "wgx_min_i($0, $1)", "wgx_min_u($0, $1)"};
    case BuiltinFn::Max:
      return {"wgx_fmax($0, $1)", "wgx_max_i($0, $1)", "wgx_max_u($0, $1)"};
    case BuiltinFn::Clamp:
      return {"wgx_fmin(wgx_fmax($0, $1), $2)", "wgx_min_i(wgx_max_i($0, $1), $2)", "wgx_min_u(wgx_max_u($0, $1), $2)"};
    case BuiltinFn::Sign:
      return {"($0 > 0.0f ? 1.0f : $0 < 0.0f ? -1.0f : 0.0f)", "($0 > 0 ? 1 : $0 < 0 ? -1 : 0)", "(u32)($0 > 0u)"};
    case BuiltinFn::Floor:
      return {"__builtin_floorf($0)", nullptr, nullptr};
    case BuiltinFn::Ceil:
      return {"__builtin_ceilf($0)", nullptr, nullptr};
    case BuiltinFn::Round:
      return {"__builtin_nearbyintf($0)", nullptr, nullptr};
    case BuiltinFn::Trunc:
      return {"__builtin_truncf($0)", nullptr, nullptr};
    case BuiltinFn::Fract:
      return {"($0 - __builtin_floorf($0))", nullptr, nullptr};
    case BuiltinFn::Sqrt:
      return {"__builtin_sqrtf($0)", nullptr, nullptr};
    case BuiltinFn::InverseSqrt:
      return {"(1.0f / __builtin_sqrtf($0))", nullptr, nullptr};
    case BuiltinFn::Fma:
      return {"__builtin_fmaf($0, $1, $2)", nullptr, nullptr};
    case BuiltinFn::Mix:
      return {"($0 * (1.0f - $2) + $1 * $2)", nullptr, nullptr};
    case BuiltinFn::Step:
      return {"($1 >= $0 ? 1.0f : 0.0f)", nullptr, nullptr};
    case BuiltinFn::Smoothstep:
      return {"wgx_smoothstep($0, $1, $2)", nullptr, nullptr};
    case BuiltinFn::Exp:
      return {"__builtin_expf($0)", nullptr, nullptr};
    case BuiltinFn::Exp2:
      return {"__builtin_exp2f($0)", nullptr, nullptr};
    case BuiltinFn::Log:
      return {"__builtin_logf($0)", nullptr, nullptr};
    case BuiltinFn::Log2:
      return {"__builtin_log2f($0)", nullptr, nullptr};
    case BuiltinFn::Sin:
      return {"__builtin_sinf($0)", nullptr, nullptr};
    case BuiltinFn::Cos:
      return {"__builtin_cosf($0)", nullptr, nullptr};
    case BuiltinFn::Tan:
      return {"__builtin_tanf($0)", nullptr, nullptr};
    case BuiltinFn::Asin:
      return {"__builtin_asinf($0)", nullptr, nullptr};
    case BuiltinFn::Acos:
      return {"__builtin_acosf($0)", nullptr, nullptr};
    case BuiltinFn::Atan:
      return {"__builtin_atanf($0)", nullptr, nullptr};
    case BuiltinFn::Atan2:
      return {"__builtin_atan2f($0, $1)", nullptr, nullptr};
    case BuiltinFn::Sinh:
      return {"__builtin_sinhf($0)", nullptr, nullptr};
    case BuiltinFn::Cosh:
      return {"__builtin_coshf($0)", nullptr, nullptr};
    case BuiltinFn::Tanh:
      return {"__builtin_tanhf($0)", nullptr, nullptr};
    case BuiltinFn::Pow:
      return {"__builtin_powf($0, $1)", nullptr, nullptr};
    case BuiltinFn::Degrees:
      return {"($0 * (180.0f / 3.14159265358979f))", nullptr, nullptr};
    case BuiltinFn::Radians:
      return {"($0 * (3.14159265358979f / 180.0f))", nullptr, nullptr};
    case BuiltinFn::Saturate:
      return {"wgx_clampf($0, 0.0f, 1.0f)", nullptr, nullptr};
    case BuiltinFn::CountOneBits:
      return {nullptr, "__builtin_popcount((u32)$0)", "__builtin_popcount((u32)$0)"};
    case BuiltinFn::CountLeadingZeros:
      return {nullptr, "((u32)$0 == 0u ? 32 : __builtin_clz((u32)$0))",
              "((u32)$0 == 0u ? 32 : __builtin_clz((u32)$0))"};
    case BuiltinFn::CountTrailingZeros:
      return {nullptr, "((u32)$0 == 0u ? 32 : __builtin_ctz((u32)$0))",
              "((u32)$0 == 0u ? 32 : __builtin_ctz((u32)$0))"};
    // Over whole vectors, written by the emitter.
    case BuiltinFn::Dot:
    case BuiltinFn::Length:
    case BuiltinFn::Distance:
    case BuiltinFn::Normalize:
    case BuiltinFn::Cross:
    case BuiltinFn::All:
    case BuiltinFn::Any:
    // Through the interpreter's kernel (the context's `builtin`).
    case BuiltinFn::ReverseBits:
    case BuiltinFn::FirstLeadingBit:
    case BuiltinFn::FirstTrailingBit:
    case BuiltinFn::ExtractBits:
    case BuiltinFn::InsertBits:
    case BuiltinFn::Pack4x8snorm:
    case BuiltinFn::Pack4x8unorm:
    case BuiltinFn::Pack2x16snorm:
    case BuiltinFn::Pack2x16unorm:
    case BuiltinFn::Pack2x16float:
    case BuiltinFn::Unpack4x8snorm:
    case BuiltinFn::Unpack4x8unorm:
    case BuiltinFn::Unpack2x16snorm:
    case BuiltinFn::Unpack2x16unorm:
    case BuiltinFn::Unpack2x16float:
    case BuiltinFn::Pack4xI8:
    case BuiltinFn::Pack4xU8:
    case BuiltinFn::Pack4xI8Clamp:
    case BuiltinFn::Pack4xU8Clamp:
    case BuiltinFn::Unpack4xI8:
    case BuiltinFn::Unpack4xU8:
    case BuiltinFn::Dot4U8Packed:
    case BuiltinFn::Dot4I8Packed:
    case BuiltinFn::Ldexp:
    case BuiltinFn::QuantizeToF16:
    case BuiltinFn::FrexpFract:
    case BuiltinFn::FrexpExp:
    case BuiltinFn::ModfFract:
    case BuiltinFn::ModfWhole:
      return {};
  }
  return {};
}

std::string substitute(const char* pattern, const std::vector<std::string>& args) {
  std::string out;
  for (const char* p = pattern; *p; p++) {
    if (*p == '$' && p[1] >= '0' && p[1] <= '9') {
      size_t k = static_cast<size_t>(p[1] - '0');
      out += "(" + (k < args.size() ? args[k] : std::string("0")) + ")";
      p++;
      continue;
    }
    out += *p;
  }
  return out;
}

}  // namespace wgx::jit
