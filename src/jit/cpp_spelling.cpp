#include "jit/cpp_spelling.h"

#include <cstdio>
#include <string>

namespace wgx::jit {

using ir::Op;
using ir::Scalar;

// The texture views and samplers as a kernel reads them (kernel_abi.h's KernelTextureLevel,
// KernelTexture and KernelSampler; the C++ kernels check the sizes): one text for the CPU's
// kernels and the CUDA backend's.
const char* const kTextureViewTypes = R"(struct WgxTexLevel {
  u8* data;
  u32 width, height, depth;
  u32 reserved;
};
struct WgxTex {
  const WgxTexLevel* level;
  u32 levels, layers, samples;
  u32 format;
  u32 encoding, components, bits;
  u32 texel_bytes;
};
struct WgxSmp {
  u32 address[3];
  u32 mag, min, mipmap;
  float lod_min, lod_max;
  u32 max_anisotropy;
  u32 compare;
};
)";

// The kernel's own definitions after the rules (kRulesText) and the view types: the context
// (checked against kernel_abi.h), memory words, and the atomics the rules do not need.
const char* const kPrelude = R"(struct Ctx {
  u8* const* base;
  const u64* size;
  u8* wg;
  u8* lane;
  u32 wid[3];
  u32 nwg[3];
  u64 steps;
  u64 max_steps;
  const WgxTex* tex;
  const WgxSmp* smp;
  void (*sample)(Ctx*, u32, u32, u32, u32, const u32*, u32*);
  void (*trap)(Ctx*, u32);
  u32 subgroup_size;
  u32 reserved;
};
static const u8 wgx_zero[16] = {0};
static inline u32 wgx_ld(const u8* p) { u32 v; __builtin_memcpy(&v, p, 4); return v; }
static inline void wgx_st(u8* p, u32 v) { __builtin_memcpy(p, &v, 4); }
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

// f16 memory: 2-byte halves, floats in registers (the conversions are the rules' wgx_f2h/wgx_h2f).
const char* const kPreludeF16 =
    R"(static inline float wgx_ldh(const u8* p) { u16 h; __builtin_memcpy(&h, p, 2); return wgx_h2f(h); }
static inline void wgx_sth(u8* p, float v) { u16 h = wgx_f2h(v); __builtin_memcpy(p, &h, 2); }
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

const Dialect& cpp_dialect() {
  static const Dialect d{"C++ (GCC, Clang)", "__builtin_", "__builtin_bit_cast"};
  return d;
}

std::string literal(const Dialect&, Scalar s, uint32_t word) {
  return ir::is_float(s) ? "wgx_f(" + hex(word) + ")" : "((" + std::string(c_type(s)) + ")" + hex(word) + ")";
}

std::string unary(const Dialect&, Op op, Scalar s, const std::string& a) {
  switch (op) {
    case Op::Neg:
      return ir::is_float(s) ? "wgx_neg(" + a + ")" : "wgx_neg_i((i32)" + a + ")";
    case Op::Not:
      return "(u32)(" + a + " == 0u)";
    default:  // Op::Complement
      return "(" + std::string(c_type(s)) + ")(~" + a + ")";
  }
}

std::string bitcast(const Dialect& d, Scalar to, const std::string& a) {
  return std::string(d.bit_cast) + "(" + c_type(to) + ", " + a + ")";
}

// f16 arithmetic is done in float and rounded to the nearest half (fmod is exact).
std::string binary(const Dialect& d, Op op, Scalar s, const std::string& a, const std::string& b) {
  bool arithmetic = op == Op::Add || op == Op::Sub || op == Op::Mul || op == Op::Div || op == Op::Rem;
  if (s == Scalar::F16 && arithmetic)
    return round_to(s, op == Op::Rem ? "wgx_hrem(" + a + ", " + b + ")" : binary(d, op, Scalar::F32, a, b));
  auto cmp = [&](const char* o) { return "(u32)(" + a + " " + o + " " + b + ")"; };
  bool f = ir::is_float(s), sg = s == Scalar::I32;
  switch (op) {
    case Op::Add:
      return f ? "(" + a + " + " + b + ")" : sg ? "(i32)((u32)" + a + " + (u32)" + b + ")" : "(" + a + " + " + b + ")";
    case Op::Sub:
      return f ? "(" + a + " - " + b + ")" : sg ? "(i32)((u32)" + a + " - (u32)" + b + ")" : "(" + a + " - " + b + ")";
    case Op::Mul:
      return f ? "(" + a + " * " + b + ")" : sg ? "(i32)((u32)" + a + " * (u32)" + b + ")" : "(" + a + " * " + b + ")";
    case Op::Div:
      return f ? "(" + a + " / " + b + ")" : sg ? "wgx_div_i(" + a + ", " + b + ")" : "wgx_div_u(" + a + ", " + b + ")";
    case Op::Rem:
      return f    ? "wgx_frem(" + a + ", " + b + ")"
             : sg ? "wgx_rem_i(" + a + ", " + b + ")"
                  : "wgx_rem_u(" + a + ", " + b + ")";
    case Op::And:
      return "(" + a + " & " + b + ")";
    case Op::Or:
      return "(" + a + " | " + b + ")";
    case Op::Xor:
      return "(" + a + " ^ " + b + ")";
    case Op::Shl:
      return sg ? "(i32)wgx_shl((u32)" + a + ", (u32)" + b + ")" : "wgx_shl(" + a + ", (u32)" + b + ")";
    case Op::Shr:
      return sg ? "wgx_shr_i(" + a + ", (u32)" + b + ")" : "wgx_shr_u(" + a + ", (u32)" + b + ")";
    case Op::Eq:
      return cmp("==");
    case Op::Ne:
      return cmp("!=");
    case Op::Lt:
      return cmp("<");
    case Op::Le:
      return cmp("<=");
    case Op::Gt:
      return cmp(">");
    case Op::Ge:
      return cmp(">=");
    default:
      return "0";
  }
}

std::string convert(const Dialect&, Scalar from, Scalar to, const std::string& a) {
  if (from == to) return a;
  if (to == Scalar::Bool) return ir::is_float(from) ? "(u32)(" + a + " != 0.0f)" : "(u32)(" + a + " != 0)";
  if (from == Scalar::Bool)
    return ir::is_float(to) ? "(" + a + " ? 1.0f : 0.0f)" : "(" + std::string(c_type(to)) + ")(" + a + " ? 1 : 0)";
  // f16 (lane_ops.cpp's convert_word): to it, round to the nearest half (an integer's float is
  // exact up to 2^24, and beyond 65519 the half is infinite anyway); from it, a half is exact
  // in f32 and integers clamp to +-65504.
  if (to == Scalar::F16) return "wgx_h((float)" + a + ")";
  if (from == Scalar::F16)
    return to == Scalar::F32 ? a : to == Scalar::I32 ? "wgx_h2i(" + a + ")" : "wgx_h2u(" + a + ")";
  if (to == Scalar::F32) return "(float)" + a;
  if (from == Scalar::F32) return to == Scalar::I32 ? "wgx_f2i(" + a + ")" : "wgx_f2u(" + a + ")";
  return "(" + std::string(c_type(to)) + ")" + a;
}

// One case per builtin and no default: a BuiltinFn added to the builtin list does not compile
// until it has its spelling here (and its kernel in exec/lane_ops.cpp). Where WGSL has a rule of
// its own the expression calls wgsl_rules.h's function, as lane_ops.cpp does.
BuiltinSpelling builtin_spelling(ir::BuiltinFn f) {
  using ir::BuiltinFn;
  switch (f) {
    case BuiltinFn::Abs:
      return {"~fabsf($0)", "wgx_abs_i($0)", "$0"};
    case BuiltinFn::Min:
      return {"wgx_fmin($0, $1)", "wgx_min_i($0, $1)", "wgx_min_u($0, $1)"};
    case BuiltinFn::Max:
      return {"wgx_fmax($0, $1)", "wgx_max_i($0, $1)", "wgx_max_u($0, $1)"};
    case BuiltinFn::Clamp:
      return {"wgx_fmin(wgx_fmax($0, $1), $2)", "wgx_min_i(wgx_max_i($0, $1), $2)", "wgx_min_u(wgx_max_u($0, $1), $2)"};
    case BuiltinFn::Sign:
      return {"wgx_sign_f($0)", "wgx_sign_i($0)", "(u32)($0 > 0u)"};
    case BuiltinFn::Floor:
      return {"~floorf($0)", nullptr, nullptr};
    case BuiltinFn::Ceil:
      return {"~ceilf($0)", nullptr, nullptr};
    case BuiltinFn::Round:
      return {"~nearbyintf($0)", nullptr, nullptr};
    case BuiltinFn::Trunc:
      return {"~truncf($0)", nullptr, nullptr};
    case BuiltinFn::Fract:
      return {"($0 - ~floorf($0))", nullptr, nullptr};
    case BuiltinFn::Sqrt:
      return {"~sqrtf($0)", nullptr, nullptr};
    case BuiltinFn::InverseSqrt:
      return {"(1.0f / ~sqrtf($0))", nullptr, nullptr};
    case BuiltinFn::Fma:
      return {"~fmaf($0, $1, $2)", nullptr, nullptr};
    case BuiltinFn::Mix:
      return {"($0 * (1.0f - $2) + $1 * $2)", nullptr, nullptr};
    case BuiltinFn::Step:
      return {"($1 >= $0 ? 1.0f : 0.0f)", nullptr, nullptr};
    case BuiltinFn::Smoothstep:
      return {"wgx_smoothstep($0, $1, $2)", nullptr, nullptr};
    case BuiltinFn::Exp:
      return {"~expf($0)", nullptr, nullptr};
    case BuiltinFn::Exp2:
      return {"~exp2f($0)", nullptr, nullptr};
    case BuiltinFn::Log:
      return {"~logf($0)", nullptr, nullptr};
    case BuiltinFn::Log2:
      return {"~log2f($0)", nullptr, nullptr};
    case BuiltinFn::Sin:
      return {"~sinf($0)", nullptr, nullptr};
    case BuiltinFn::Cos:
      return {"~cosf($0)", nullptr, nullptr};
    case BuiltinFn::Tan:
      return {"~tanf($0)", nullptr, nullptr};
    case BuiltinFn::Asin:
      return {"~asinf($0)", nullptr, nullptr};
    case BuiltinFn::Acos:
      return {"~acosf($0)", nullptr, nullptr};
    case BuiltinFn::Atan:
      return {"~atanf($0)", nullptr, nullptr};
    case BuiltinFn::Atan2:
      return {"~atan2f($0, $1)", nullptr, nullptr};
    case BuiltinFn::Sinh:
      return {"~sinhf($0)", nullptr, nullptr};
    case BuiltinFn::Cosh:
      return {"~coshf($0)", nullptr, nullptr};
    case BuiltinFn::Tanh:
      return {"~tanhf($0)", nullptr, nullptr};
    case BuiltinFn::Pow:
      return {"~powf($0, $1)", nullptr, nullptr};
    case BuiltinFn::Degrees:
      return {"($0 * (180.0f / 3.14159265358979f))", nullptr, nullptr};
    case BuiltinFn::Radians:
      return {"($0 * (3.14159265358979f / 180.0f))", nullptr, nullptr};
    case BuiltinFn::Saturate:
      return {"wgx_clampf($0, 0.0f, 1.0f)", nullptr, nullptr};
    case BuiltinFn::CountOneBits:
      return {nullptr, "wgx_count_one_bits((u32)$0)", "wgx_count_one_bits($0)"};
    case BuiltinFn::CountLeadingZeros:
      return {nullptr, "wgx_count_leading_zeros((u32)$0)", "wgx_count_leading_zeros($0)"};
    case BuiltinFn::CountTrailingZeros:
      return {nullptr, "wgx_count_trailing_zeros((u32)$0)", "wgx_count_trailing_zeros($0)"};
    case BuiltinFn::ReverseBits:
      return {nullptr, "wgx_reverse_bits((u32)$0)", "wgx_reverse_bits($0)"};
    case BuiltinFn::FirstLeadingBit:
      return {nullptr, "wgx_first_leading_bit_i((u32)$0)", "wgx_first_leading_bit_u($0)"};
    case BuiltinFn::FirstTrailingBit:
      return {nullptr, "wgx_first_trailing_bit((u32)$0)", "wgx_first_trailing_bit($0)"};
    case BuiltinFn::ExtractBits:  // offset and count are scalars
      return {nullptr, "wgx_extract_bits(1, (u32)$0, $1[0], $2[0])", "wgx_extract_bits(0, $0, $1[0], $2[0])"};
    case BuiltinFn::InsertBits:
      return {nullptr, "wgx_insert_bits((u32)$0, (u32)$1, $2[0], $3[0])", "wgx_insert_bits($0, $1, $2[0], $3[0])"};
    case BuiltinFn::Pack4x8snorm:
      return {"wgx_pack4x8snorm($0[0], $0[1], $0[2], $0[3])", nullptr, nullptr};
    case BuiltinFn::Pack4x8unorm:
      return {"wgx_pack4x8unorm($0[0], $0[1], $0[2], $0[3])", nullptr, nullptr};
    case BuiltinFn::Pack2x16snorm:
      return {"wgx_pack2x16snorm($0[0], $0[1])", nullptr, nullptr};
    case BuiltinFn::Pack2x16unorm:
      return {"wgx_pack2x16unorm($0[0], $0[1])", nullptr, nullptr};
    case BuiltinFn::Pack2x16float:
      return {"wgx_pack2x16float($0[0], $0[1])", nullptr, nullptr};
    case BuiltinFn::Unpack4x8snorm:
      return {nullptr, nullptr, "wgx_unpack4x8snorm($0[0], $c)"};
    case BuiltinFn::Unpack4x8unorm:
      return {nullptr, nullptr, "wgx_unpack4x8unorm($0[0], $c)"};
    case BuiltinFn::Unpack2x16snorm:
      return {nullptr, nullptr, "wgx_unpack2x16snorm($0[0], $c)"};
    case BuiltinFn::Unpack2x16unorm:
      return {nullptr, nullptr, "wgx_unpack2x16unorm($0[0], $c)"};
    case BuiltinFn::Unpack2x16float:
      return {nullptr, nullptr, "wgx_unpack2x16float($0[0], $c)"};
    case BuiltinFn::Pack4xI8:
      return {nullptr, "wgx_pack4x8((u32)$0[0], (u32)$0[1], (u32)$0[2], (u32)$0[3])", nullptr};
    case BuiltinFn::Pack4xU8:
      return {nullptr, nullptr, "wgx_pack4x8($0[0], $0[1], $0[2], $0[3])"};
    case BuiltinFn::Pack4xI8Clamp:
      return {nullptr,
              "wgx_pack4x8(wgx_clamp_i8($0[0]), wgx_clamp_i8($0[1]), wgx_clamp_i8($0[2]), wgx_clamp_i8($0[3]))",
              nullptr};
    case BuiltinFn::Pack4xU8Clamp:
      return {nullptr, nullptr,
              "wgx_pack4x8(wgx_clamp_u8($0[0]), wgx_clamp_u8($0[1]), wgx_clamp_u8($0[2]), wgx_clamp_u8($0[3]))"};
    case BuiltinFn::Unpack4xI8:
      return {nullptr, nullptr, "wgx_unpack4xi8($0[0], $c)"};
    case BuiltinFn::Unpack4xU8:
      return {nullptr, nullptr, "wgx_unpack4xu8($0[0], $c)"};
    case BuiltinFn::Dot4U8Packed:
      return {nullptr, nullptr, "wgx_dot4u8packed($0[0], $1[0])"};
    case BuiltinFn::Dot4I8Packed:
      return {nullptr, nullptr, "wgx_dot4i8packed($0[0], $1[0])"};
    case BuiltinFn::Ldexp:
      return {"wgx_ldexp($0, $1)", nullptr, nullptr};
    case BuiltinFn::QuantizeToF16:
      return {"wgx_quantize_f16($0)", nullptr, nullptr};
    case BuiltinFn::FrexpFract:
      return {"wgx_frexp_fract($0)", nullptr, nullptr};
    case BuiltinFn::FrexpExp:
      return {"wgx_frexp_exp($0)", nullptr, nullptr};
    case BuiltinFn::ModfFract:
      return {"wgx_modf_fract($0)", nullptr, nullptr};
    case BuiltinFn::ModfWhole:
      return {"wgx_modf_whole($0)", nullptr, nullptr};
    // Over whole vectors, written by the emitter.
    case BuiltinFn::Dot:
    case BuiltinFn::Length:
    case BuiltinFn::Distance:
    case BuiltinFn::Normalize:
    case BuiltinFn::Cross:
    case BuiltinFn::All:
    case BuiltinFn::Any:
      return {};
  }
  return {};
}

std::string substitute(const Dialect& d, const char* pattern,
                       const std::function<std::string(size_t, unsigned)>& component, unsigned c) {
  std::string out;
  for (const char* p = pattern; *p; p++) {
    if (*p == '~') {  // a libm function's name follows
      out += d.math_prefix;
      continue;
    }
    if (*p != '$') {
      out += *p;
      continue;
    }
    if (p[1] == 'c') {  // the component's index
      out += std::to_string(c) + "u";
      p++;
      continue;
    }
    if (p[1] < '0' || p[1] > '9') {
      out += *p;
      continue;
    }
    size_t k = static_cast<size_t>(p[1] - '0');
    unsigned j = c;
    p++;
    if (p[1] == '[' && p[2] >= '0' && p[2] <= '3' && p[3] == ']') {  // a fixed component
      j = static_cast<unsigned>(p[2] - '0');
      p += 3;
    }
    out += "(" + component(k, j) + ")";
  }
  return out;
}

}  // namespace wgx::jit
