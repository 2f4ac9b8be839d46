// The interpreter's per-component kernels (lane_ops.h): operators, conversions and the numeric
// builtins over 32-bit words. The rules themselves are wgsl_rules.h's, the text every compiled
// kernel also carries; this file maps the IR's opcodes and builtins onto them.
#include "exec/lane_ops.h"

#include <cmath>
#include <cstring>

namespace wgx::exec {
namespace rules {
#include "exec/wgsl_rules.h"
}  // namespace rules

using ir::Op;
using ir::Scalar;

static_assert(rules::WGX_BOOL == static_cast<int>(Scalar::Bool) && rules::WGX_I32 == static_cast<int>(Scalar::I32) &&
                  rules::WGX_U32 == static_cast<int>(Scalar::U32) && rules::WGX_F32 == static_cast<int>(Scalar::F32) &&
                  rules::WGX_F16 == static_cast<int>(Scalar::F16),
              "wgsl_rules.h numbers the scalars as ir::Scalar does");

namespace {
inline float F(uint32_t w) { return rules::wgx_f(w); }
inline uint32_t W(float f) { return rules::wgx_w(f); }
inline int32_t I(uint32_t w) { return static_cast<int32_t>(w); }
inline uint32_t U(int64_t v) { return static_cast<uint32_t>(v); }

// f32 operators (and f16's, before rounding: f32 keeps 2 * 11 + 2 bits, so rounding its correctly
// rounded +, -, *, / result again to a half gives the correctly rounded half).
uint32_t float_binary(Op op, float x, float y) {
  switch (op) {
    case Op::Add:
      return W(x + y);
    case Op::Sub:
      return W(x - y);
    case Op::Mul:
      return W(x * y);
    case Op::Div:
      return W(x / y);
    case Op::Rem:
      return W(rules::wgx_frem(x, y));
    case Op::Eq:
      return x == y;
    case Op::Ne:
      return x != y;
    case Op::Lt:
      return x < y;
    case Op::Le:
      return x <= y;
    case Op::Gt:
      return x > y;
    case Op::Ge:
      return x >= y;
    default:
      return 0;
  }
}

bool is_comparison(Op op) { return op >= Op::Eq && op <= Op::Ge; }
}  // namespace

uint32_t binary_op(Op op, Scalar s, uint32_t a, uint32_t b) {
  if (s == Scalar::F16 && !is_comparison(op)) {
    float r = op == Op::Rem ? rules::wgx_hrem(F(a), F(b)) : F(float_binary(op, F(a), F(b)));
    return W(rules::wgx_h(r));
  }
  if (ir::is_float(s)) return float_binary(op, F(a), F(b));
  bool sgn = s == Scalar::I32;
  switch (op) {
    case Op::Add:
      return a + b;
    case Op::Sub:
      return a - b;
    case Op::Mul:
      return a * b;
    case Op::Div:
      return sgn ? U(rules::wgx_div_i(I(a), I(b))) : rules::wgx_div_u(a, b);
    case Op::Rem:
      return sgn ? U(rules::wgx_rem_i(I(a), I(b))) : rules::wgx_rem_u(a, b);
    case Op::And:
      return a & b;
    case Op::Or:
      return a | b;
    case Op::Xor:
      return a ^ b;
    case Op::Shl:
      return rules::wgx_shl(a, b);
    case Op::Shr:
      return sgn ? U(rules::wgx_shr_i(I(a), b)) : rules::wgx_shr_u(a, b);
    case Op::Eq:
      return a == b;
    case Op::Ne:
      return a != b;
    case Op::Lt:
      return sgn ? I(a) < I(b) : a < b;
    case Op::Le:
      return sgn ? I(a) <= I(b) : a <= b;
    case Op::Gt:
      return sgn ? I(a) > I(b) : a > b;
    case Op::Ge:
      return sgn ? I(a) >= I(b) : a >= b;
    default:
      return 0;
  }
}

uint32_t unary_op(Op op, Scalar s, uint32_t a) {
  switch (op) {
    case Op::Neg:
      return ir::is_float(s) ? W(rules::wgx_neg(F(a))) : U(rules::wgx_neg_i(I(a)));
    case Op::Not:
      return a ? 0u : 1u;
    case Op::Complement:
      return ~a;
    default:
      return 0;
  }
}

uint32_t convert_word(Scalar from, Scalar to, uint32_t a) {
  if (from == to) return a;
  if (to == Scalar::Bool) return ir::is_float(from) ? (F(a) != 0.0f) : (a != 0);
  if (from == Scalar::Bool) return ir::is_float(to) ? W(a ? 1.0f : 0.0f) : (a ? 1u : 0u);
  // To f16: the nearest half of the value (an integer's float is exact up to 2^24, and beyond
  // 65519 the half is infinite anyway).
  if (to == Scalar::F16)
    return W(rules::wgx_h(from == Scalar::F32   ? F(a)
                          : from == Scalar::I32 ? static_cast<float>(I(a))
                                                : static_cast<float>(a)));
  if (from == Scalar::F16) {
    if (to == Scalar::F32) return a;
    return to == Scalar::I32 ? U(rules::wgx_h2i(F(a))) : rules::wgx_h2u(F(a));
  }
  if (to == Scalar::F32) return W(from == Scalar::I32 ? static_cast<float>(I(a)) : static_cast<float>(a));
  if (from == Scalar::F32) return to == Scalar::I32 ? U(rules::wgx_f2i(F(a))) : rules::wgx_f2u(F(a));
  return a;  // i32 <-> u32: same bits
}

namespace {

// A componentwise builtin's lanes: component c of the result from component c of each argument
// (a missing argument reads 0).
struct Lanes {
  Scalar s;
  const uint32_t* const* args;
  unsigned nargs, width;
  uint32_t* out;

  uint32_t arg(unsigned k, unsigned c) const { return k < nargs ? args[k][c] : 0u; }
  // f(a, b, c) over floats.
  template <typename Fn>
  void floats(Fn f) const {
    for (unsigned c = 0; c < width; c++) out[c] = W(f(F(arg(0, c)), F(arg(1, c)), F(arg(2, c))));
  }
  // g(signed, a, b, c) over i32 or u32 words.
  template <typename Fn>
  void ints(Fn g) const {
    bool sg = s == Scalar::I32;
    for (unsigned c = 0; c < width; c++) out[c] = g(sg, arg(0, c), arg(1, c), arg(2, c));
  }
  // The builtins with float and integer overloads.
  template <typename FloatFn, typename IntFn>
  void numbers(FloatFn f, IntFn g) const {
    if (ir::is_float(s)) return floats(f);
    ints(g);
  }
  // Component c of an unpacked vector from the packed word, for every result component.
  template <typename Fn>
  void unpack(Fn f) const {
    for (unsigned c = 0; c < width; c++) out[c] = f(arg(0, 0), c);
  }
};

}  // namespace

// One case per builtin and no default: a BuiltinFn added to the builtin list does not compile
// until it has its kernel here (and its spelling in jit/cpp_spelling.cpp).
void builtin_op(ir::BuiltinFn fn, Scalar s, const uint32_t* const* args, unsigned nargs, unsigned aw, unsigned width,
                uint32_t* out) {
  using ir::BuiltinFn;
  using u32 = uint32_t;
  using namespace rules;  // NOLINT: the rules' own names are prefixed
  const Lanes lanes{s, args, nargs, width, out};
  switch (fn) {
    case BuiltinFn::Abs:
      return lanes.numbers([](float a, float, float) { return std::fabs(a); },
                           [](bool sg, u32 a, u32, u32) { return sg ? U(wgx_abs_i(I(a))) : a; });
    case BuiltinFn::Min:
      return lanes.numbers([](float a, float b, float) { return wgx_fmin(a, b); },
                           [](bool sg, u32 a, u32 b, u32) { return sg ? U(wgx_min_i(I(a), I(b))) : wgx_min_u(a, b); });
    case BuiltinFn::Max:
      return lanes.numbers([](float a, float b, float) { return wgx_fmax(a, b); },
                           [](bool sg, u32 a, u32 b, u32) { return sg ? U(wgx_max_i(I(a), I(b))) : wgx_max_u(a, b); });
    case BuiltinFn::Clamp:
      return lanes.numbers([](float a, float b, float c) { return wgx_fmin(wgx_fmax(a, b), c); },
                           [](bool sg, u32 a, u32 b, u32 c) {
                             return sg ? U(wgx_min_i(wgx_max_i(I(a), I(b)), I(c))) : wgx_min_u(wgx_max_u(a, b), c);
                           });
    case BuiltinFn::Sign:
      return lanes.numbers([](float a, float, float) { return wgx_sign_f(a); },
                           [](bool sg, u32 a, u32, u32) { return sg ? U(wgx_sign_i(I(a))) : static_cast<u32>(a > 0); });
    case BuiltinFn::Floor:
      return lanes.floats([](float a, float, float) { return std::floor(a); });
    case BuiltinFn::Ceil:
      return lanes.floats([](float a, float, float) { return std::ceil(a); });
    case BuiltinFn::Round:
      return lanes.floats([](float a, float, float) { return std::nearbyint(a); });
    case BuiltinFn::Trunc:
      return lanes.floats([](float a, float, float) { return std::trunc(a); });
    case BuiltinFn::Fract:
      return lanes.floats([](float a, float, float) { return a - std::floor(a); });
    case BuiltinFn::Sqrt:
      return lanes.floats([](float a, float, float) { return std::sqrt(a); });
    case BuiltinFn::InverseSqrt:
      return lanes.floats([](float a, float, float) { return 1.0f / std::sqrt(a); });
    case BuiltinFn::Fma:
      return lanes.floats([](float a, float b, float c) { return std::fma(a, b, c); });
    case BuiltinFn::Mix:
      return lanes.floats([](float a, float b, float c) { return a * (1.0f - c) + b * c; });
    case BuiltinFn::Step:
      return lanes.floats([](float a, float b, float) { return b >= a ? 1.0f : 0.0f; });
    case BuiltinFn::Smoothstep:
      return lanes.floats([](float a, float b, float c) { return wgx_smoothstep(a, b, c); });
    case BuiltinFn::Exp:
      return lanes.floats([](float a, float, float) { return std::exp(a); });
    case BuiltinFn::Exp2:
      return lanes.floats([](float a, float, float) { return std::exp2(a); });
    case BuiltinFn::Log:
      return lanes.floats([](float a, float, float) { return std::log(a); });
    case BuiltinFn::Log2:
      return lanes.floats([](float a, float, float) { return std::log2(a); });
    case BuiltinFn::Sin:
      return lanes.floats([](float a, float, float) { return std::sin(a); });
    case BuiltinFn::Cos:
      return lanes.floats([](float a, float, float) { return std::cos(a); });
    case BuiltinFn::Tan:
      return lanes.floats([](float a, float, float) { return std::tan(a); });
    case BuiltinFn::Asin:
      return lanes.floats([](float a, float, float) { return std::asin(a); });
    case BuiltinFn::Acos:
      return lanes.floats([](float a, float, float) { return std::acos(a); });
    case BuiltinFn::Atan:
      return lanes.floats([](float a, float, float) { return std::atan(a); });
    case BuiltinFn::Atan2:
      return lanes.floats([](float a, float b, float) { return std::atan2(a, b); });
    case BuiltinFn::Sinh:
      return lanes.floats([](float a, float, float) { return std::sinh(a); });
    case BuiltinFn::Cosh:
      return lanes.floats([](float a, float, float) { return std::cosh(a); });
    case BuiltinFn::Tanh:
      return lanes.floats([](float a, float, float) { return std::tanh(a); });
    case BuiltinFn::Pow:
      return lanes.floats([](float a, float b, float) { return std::pow(a, b); });
    case BuiltinFn::Degrees:
      return lanes.floats([](float a, float, float) { return a * (180.0f / 3.14159265358979f); });
    case BuiltinFn::Radians:
      return lanes.floats([](float a, float, float) { return a * (3.14159265358979f / 180.0f); });
    case BuiltinFn::Saturate:
      return lanes.floats([](float a, float, float) { return wgx_clampf(a, 0.0f, 1.0f); });
    case BuiltinFn::CountOneBits:
      return lanes.ints([](bool, u32 a, u32, u32) { return wgx_count_one_bits(a); });
    case BuiltinFn::ReverseBits:
      return lanes.ints([](bool, u32 a, u32, u32) { return wgx_reverse_bits(a); });
    case BuiltinFn::CountLeadingZeros:
      return lanes.ints([](bool, u32 a, u32, u32) { return wgx_count_leading_zeros(a); });
    case BuiltinFn::CountTrailingZeros:
      return lanes.ints([](bool, u32 a, u32, u32) { return wgx_count_trailing_zeros(a); });
    case BuiltinFn::FirstLeadingBit:
      return lanes.ints(
          [](bool sg, u32 a, u32, u32) { return sg ? wgx_first_leading_bit_i(a) : wgx_first_leading_bit_u(a); });
    case BuiltinFn::FirstTrailingBit:
      return lanes.ints([](bool, u32 a, u32, u32) { return wgx_first_trailing_bit(a); });
    case BuiltinFn::ExtractBits:  // offset and count are scalars
      for (unsigned c = 0; c < width; c++)
        out[c] = wgx_extract_bits(s == Scalar::I32, lanes.arg(0, c), lanes.arg(1, 0), lanes.arg(2, 0));
      return;
    case BuiltinFn::InsertBits:  // offset and count are scalars
      for (unsigned c = 0; c < width; c++)
        out[c] = wgx_insert_bits(lanes.arg(0, c), lanes.arg(1, c), lanes.arg(2, 0), lanes.arg(3, 0));
      return;
    case BuiltinFn::Dot: {
      if (ir::is_float(s)) {
        float sum = 0;
        for (unsigned c = 0; c < aw; c++) sum += F(args[0][c]) * F(args[1][c]);
        out[0] = W(sum);
      } else {
        uint32_t sum = 0;
        for (unsigned c = 0; c < aw; c++) sum += args[0][c] * args[1][c];
        out[0] = sum;
      }
      return;
    }
    case BuiltinFn::Length:
    case BuiltinFn::Distance:
    case BuiltinFn::Normalize: {
      float sum = 0;
      for (unsigned c = 0; c < aw; c++) {
        float d = F(args[0][c]) - (fn == BuiltinFn::Distance ? F(args[1][c]) : 0.0f);
        sum += d * d;
      }
      float len = std::sqrt(sum);
      if (fn != BuiltinFn::Normalize) {
        out[0] = W(len);
        return;
      }
      for (unsigned c = 0; c < aw; c++) out[c] = W(F(args[0][c]) / len);
      return;
    }
    case BuiltinFn::Cross: {
      float a[3], b[3];
      for (int c = 0; c < 3; c++) a[c] = F(args[0][c]), b[c] = F(args[1][c]);
      out[0] = W(a[1] * b[2] - a[2] * b[1]);
      out[1] = W(a[2] * b[0] - a[0] * b[2]);
      out[2] = W(a[0] * b[1] - a[1] * b[0]);
      return;
    }
    case BuiltinFn::All:
    case BuiltinFn::Any: {
      bool all = true, any = false;
      for (unsigned c = 0; c < aw; c++) all = all && args[0][c], any = any || args[0][c];
      out[0] = fn == BuiltinFn::All ? all : any;
      return;
    }
    case BuiltinFn::Pack4x8snorm:
      out[0] = wgx_pack4x8snorm(F(args[0][0]), F(args[0][1]), F(args[0][2]), F(args[0][3]));
      return;
    case BuiltinFn::Pack4x8unorm:
      out[0] = wgx_pack4x8unorm(F(args[0][0]), F(args[0][1]), F(args[0][2]), F(args[0][3]));
      return;
    case BuiltinFn::Pack2x16snorm:
      out[0] = wgx_pack2x16snorm(F(args[0][0]), F(args[0][1]));
      return;
    case BuiltinFn::Pack2x16unorm:
      out[0] = wgx_pack2x16unorm(F(args[0][0]), F(args[0][1]));
      return;
    case BuiltinFn::Pack2x16float:
      out[0] = wgx_pack2x16float(F(args[0][0]), F(args[0][1]));
      return;
    case BuiltinFn::Unpack4x8snorm:
      return lanes.unpack([](u32 w, unsigned c) { return W(wgx_unpack4x8snorm(w, c)); });
    case BuiltinFn::Unpack4x8unorm:
      return lanes.unpack([](u32 w, unsigned c) { return W(wgx_unpack4x8unorm(w, c)); });
    case BuiltinFn::Unpack2x16snorm:
      return lanes.unpack([](u32 w, unsigned c) { return W(wgx_unpack2x16snorm(w, c)); });
    case BuiltinFn::Unpack2x16unorm:
      return lanes.unpack([](u32 w, unsigned c) { return W(wgx_unpack2x16unorm(w, c)); });
    case BuiltinFn::Unpack2x16float:
      return lanes.unpack([](u32 w, unsigned c) { return W(wgx_unpack2x16float(w, c)); });
    case BuiltinFn::Pack4xI8:
    case BuiltinFn::Pack4xU8:
      out[0] = wgx_pack4x8(args[0][0], args[0][1], args[0][2], args[0][3]);
      return;
    case BuiltinFn::Pack4xI8Clamp:
      out[0] = wgx_pack4x8(wgx_clamp_i8(I(args[0][0])), wgx_clamp_i8(I(args[0][1])), wgx_clamp_i8(I(args[0][2])),
                           wgx_clamp_i8(I(args[0][3])));
      return;
    case BuiltinFn::Pack4xU8Clamp:
      out[0] = wgx_pack4x8(wgx_clamp_u8(args[0][0]), wgx_clamp_u8(args[0][1]), wgx_clamp_u8(args[0][2]),
                           wgx_clamp_u8(args[0][3]));
      return;
    case BuiltinFn::Unpack4xI8:
      return lanes.unpack([](u32 w, unsigned c) { return U(wgx_unpack4xi8(w, c)); });
    case BuiltinFn::Unpack4xU8:
      return lanes.unpack([](u32 w, unsigned c) { return wgx_unpack4xu8(w, c); });
    case BuiltinFn::Dot4U8Packed:
      out[0] = wgx_dot4u8packed(args[0][0], args[1][0]);
      return;
    case BuiltinFn::Dot4I8Packed:
      out[0] = wgx_dot4i8packed(args[0][0], args[1][0]);
      return;
    case BuiltinFn::FrexpFract:
      return lanes.floats([](float a, float, float) { return wgx_frexp_fract(a); });
    case BuiltinFn::FrexpExp:
      for (unsigned c = 0; c < width; c++) out[c] = U(wgx_frexp_exp(F(args[0][c])));
      return;
    case BuiltinFn::ModfFract:
      return lanes.floats([](float a, float, float) { return wgx_modf_fract(a); });
    case BuiltinFn::ModfWhole:
      return lanes.floats([](float a, float, float) { return wgx_modf_whole(a); });
    case BuiltinFn::Ldexp:
      for (unsigned c = 0; c < width; c++) out[c] = W(wgx_ldexp(F(args[0][c]), I(args[1][c])));
      return;
    case BuiltinFn::QuantizeToF16:
      return lanes.floats([](float a, float, float) { return wgx_quantize_f16(a); });
  }
}

void bitcast_words(ir::Type from, ir::Type to, const uint32_t* in, uint32_t* out) {
  if (from.scalar != Scalar::F16 && to.scalar != Scalar::F16) {
    std::memcpy(out, in, 4u * to.width);
    return;
  }
  uint8_t bytes[16] = {};
  unsigned n = 0;
  for (unsigned c = 0; c < from.width; c++) {
    if (from.scalar == Scalar::F16) {
      uint16_t h = rules::wgx_f2h(F(in[c]));
      std::memcpy(bytes + n, &h, 2), n += 2;
    } else {
      std::memcpy(bytes + n, in + c, 4), n += 4;
    }
  }
  n = 0;
  for (unsigned c = 0; c < to.width; c++) {
    if (to.scalar == Scalar::F16) {
      uint16_t h;
      std::memcpy(&h, bytes + n, 2), n += 2;
      out[c] = W(rules::wgx_h2f(h));
    } else {
      std::memcpy(out + c, bytes + n, 4), n += 4;
    }
  }
}

void round_half_words(uint32_t* words, unsigned count) {
  for (unsigned c = 0; c < count; c++) words[c] = W(rules::wgx_h(F(words[c])));
}

}  // namespace wgx::exec
