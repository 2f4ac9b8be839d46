// WGSL's runtime rules over 32-bit words (lane_ops.h): operators, conversions and the numeric
// builtins, as the interpreter computes them and the compiled backend's kernels call them.
#include "exec/lane_ops.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "base/half.h"

namespace wgx::exec {

using ir::Op;
using ir::Scalar;

namespace {
inline float F(uint32_t w) { return std::bit_cast<float>(w); }
inline uint32_t W(float f) { return std::bit_cast<uint32_t>(f); }
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
      return W(x - y * std::trunc(x / y));
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
    // fmod is exact, so x - y * trunc(x / y) needs no wider intermediate rounding.
    float r = op == Op::Rem ? std::fmod(F(a), F(b)) : F(float_binary(op, F(a), F(b)));
    return W(round_to_half(r));
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
      if (b == 0) return a;
      if (sgn) return (a == 0x80000000u && b == 0xffffffffu) ? a : U(I(a) / I(b));
      return a / b;
    case Op::Rem:
      if (b == 0) return 0;
      if (sgn) return (a == 0x80000000u && b == 0xffffffffu) ? 0 : U(I(a) % I(b));
      return a % b;
    case Op::And:
      return a & b;
    case Op::Or:
      return a | b;
    case Op::Xor:
      return a ^ b;
    case Op::Shl:
      return a << (b & 31);
    case Op::Shr:
      return sgn ? U(I(a) >> (b & 31)) : a >> (b & 31);
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
      return ir::is_float(s) ? (a ^ 0x80000000u) : 0u - a;
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
  if (to == Scalar::F16) {
    double v = from == Scalar::F32 ? F(a) : from == Scalar::I32 ? I(a) : static_cast<double>(a);
    return W(half_to_float(from == Scalar::F32 ? half_from_float(F(a)) : half_from_double(v)));
  }
  if (from == Scalar::F16) {
    // A half's value is exact in f32; out of range, the nearest integer a half can hold (+-65504).
    float f = F(a);
    if (to == Scalar::F32 || std::isnan(f)) return to == Scalar::F32 ? a : 0u;
    f = std::clamp(f, -65504.0f, 65504.0f);
    return to == Scalar::I32 ? U(static_cast<int32_t>(f)) : static_cast<uint32_t>(std::max(f, 0.0f));
  }
  if (to == Scalar::F32) return W(from == Scalar::I32 ? static_cast<float>(I(a)) : static_cast<float>(a));
  if (from == Scalar::F32) {
    float f = F(a);
    if (std::isnan(f)) return 0;
    if (to == Scalar::I32) return U(static_cast<int32_t>(std::clamp(f, -2147483648.0f, 2147483520.0f)));
    return static_cast<uint32_t>(std::clamp(f, 0.0f, 4294967040.0f));
  }
  return a;  // i32 <-> u32: same bits
}

namespace {

float round_even(float x) { return std::nearbyint(x); }

// IEEE binary16 conversions (round to nearest even), for pack2x16float and quantizeToF16.
uint16_t to_half(float f) {
  return std::isnan(f) ? static_cast<uint16_t>((half_from_float(f) & 0x8000u) | 0x7e00u) : half_from_float(f);
}
float from_half(uint32_t h) { return half_to_float(static_cast<uint16_t>(h)); }
// Without intermediate f32 rounding (0.7 * 255 stays below 178.5), as Dawn computes them.
uint32_t snorm(float v, float scale) {
  return static_cast<uint32_t>(static_cast<int32_t>(std::floor(0.5 + double(scale) * std::clamp(v, -1.0f, 1.0f))));
}
uint32_t unorm(float v, float scale) {
  return static_cast<uint32_t>(std::floor(0.5 + double(scale) * std::clamp(v, 0.0f, 1.0f)));
}

// WGSL's min/max: e2 if e2 < e1 (max: e1 < e2), else e1, so min(0.0, -0.0) is 0.0; a NaN operand
// gives the other one. std::fmin leaves the sign of equal zeros open (and the compiler's inline
// form differs from the library's); the kernel prelude's wgx_fmin/wgx_fmax are the same formulas.
static float wgsl_fmin(float a, float b) { return (b < a || a != a) ? b : a; }
static float wgsl_fmax(float a, float b) { return (a < b || a != a) ? b : a; }

uint32_t extract_bits(bool sg, uint32_t a, uint32_t offset, uint32_t count) {
  uint32_t o = std::min(offset, 32u), cnt = std::min(count, 32u - o);
  if (cnt == 0) return 0;
  uint32_t v = (a >> o) & (cnt == 32 ? ~0u : ((1u << cnt) - 1));
  if (sg && cnt < 32 && (v >> (cnt - 1)) & 1u) v |= ~0u << cnt;
  return v;
}

uint32_t insert_bits(uint32_t a, uint32_t b, uint32_t offset, uint32_t count) {
  uint32_t o = std::min(offset, 32u), cnt = std::min(count, 32u - o);
  if (cnt == 0) return a;
  uint32_t mask = (cnt == 32 ? ~0u : ((1u << cnt) - 1)) << o;
  return (a & ~mask) | ((b << o) & mask);
}

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
};

}  // namespace

// One case per builtin and no default: a BuiltinFn added to the builtin list does not compile
// until it has its kernel here (and its spelling in jit/cpp_spelling.cpp).
void builtin_op(ir::BuiltinFn fn, Scalar s, const uint32_t* const* args, unsigned nargs, unsigned aw, unsigned width,
                uint32_t* out) {
  using ir::BuiltinFn;
  using u32 = uint32_t;
  const Lanes lanes{s, args, nargs, width, out};
  switch (fn) {
    case BuiltinFn::Abs:
      return lanes.numbers([](float a, float, float) { return std::fabs(a); },
                           [](bool sg, u32 a, u32, u32) { return sg && I(a) < 0 ? 0u - a : a; });
    case BuiltinFn::Min:
      return lanes.numbers([](float a, float b, float) { return wgsl_fmin(a, b); },
                           [](bool sg, u32 a, u32 b, u32) { return sg ? U(std::min(I(a), I(b))) : std::min(a, b); });
    case BuiltinFn::Max:
      return lanes.numbers([](float a, float b, float) { return wgsl_fmax(a, b); },
                           [](bool sg, u32 a, u32 b, u32) { return sg ? U(std::max(I(a), I(b))) : std::max(a, b); });
    case BuiltinFn::Clamp:
      return lanes.numbers([](float a, float b, float c) { return wgsl_fmin(wgsl_fmax(a, b), c); },
                           [](bool sg, u32 a, u32 b, u32 c) {
                             return sg ? U(std::min(std::max(I(a), I(b)), I(c))) : std::min(std::max(a, b), c);
                           });
    case BuiltinFn::Sign:
      return lanes.numbers([](float a, float, float) { return a > 0   ? 1.0f
                                                              : a < 0 ? -1.0f
                                                                      : 0.0f; },
                           [](bool sg, u32 a, u32, u32) {
                             return sg ? U(I(a) > 0 ? 1 : I(a) < 0 ? -1 : 0) : (a > 0);
                           });
    case BuiltinFn::Floor:
      return lanes.floats([](float a, float, float) { return std::floor(a); });
    case BuiltinFn::Ceil:
      return lanes.floats([](float a, float, float) { return std::ceil(a); });
    case BuiltinFn::Round:
      return lanes.floats([](float a, float, float) { return round_even(a); });
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
      return lanes.floats([](float a, float b, float c) {
        float t = std::clamp((c - a) / (b - a), 0.0f, 1.0f);
        return t * t * (3.0f - 2.0f * t);
      });
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
      return lanes.floats([](float a, float, float) { return std::clamp(a, 0.0f, 1.0f); });
    case BuiltinFn::CountOneBits:
      return lanes.ints([](bool, u32 a, u32, u32) { return static_cast<u32>(std::popcount(a)); });
    case BuiltinFn::ReverseBits:
      return lanes.ints([](bool, u32 a, u32, u32) {
        u32 r = 0;
        for (int i = 0; i < 32; i++) r |= ((a >> i) & 1u) << (31 - i);
        return r;
      });
    case BuiltinFn::CountLeadingZeros:
      return lanes.ints([](bool, u32 a, u32, u32) { return static_cast<u32>(std::countl_zero(a)); });
    case BuiltinFn::CountTrailingZeros:
      return lanes.ints([](bool, u32 a, u32, u32) { return static_cast<u32>(std::countr_zero(a)); });
    case BuiltinFn::FirstLeadingBit:
      return lanes.ints([](bool sg, u32 a, u32, u32) {
        u32 v = sg && I(a) < 0 ? ~a : a;
        return v == 0 ? 0xffffffffu : 31u - static_cast<u32>(std::countl_zero(v));
      });
    case BuiltinFn::FirstTrailingBit:
      return lanes.ints(
          [](bool, u32 a, u32, u32) { return a == 0 ? 0xffffffffu : static_cast<u32>(std::countr_zero(a)); });
    case BuiltinFn::ExtractBits:  // offset and count are scalars
      for (unsigned c = 0; c < width; c++)
        out[c] = extract_bits(s == Scalar::I32, lanes.arg(0, c), lanes.arg(1, 0), lanes.arg(2, 0));
      return;
    case BuiltinFn::InsertBits:  // offset and count are scalars
      for (unsigned c = 0; c < width; c++)
        out[c] = insert_bits(lanes.arg(0, c), lanes.arg(1, c), lanes.arg(2, 0), lanes.arg(3, 0));
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
    case BuiltinFn::Pack4x8unorm: {
      uint32_t r = 0;
      for (unsigned c = 0; c < 4; c++)
        r |= ((fn == BuiltinFn::Pack4x8snorm ? snorm(F(args[0][c]), 127.0f) : unorm(F(args[0][c]), 255.0f)) & 0xffu)
             << (8 * c);
      out[0] = r;
      return;
    }
    case BuiltinFn::Pack2x16snorm:
    case BuiltinFn::Pack2x16unorm:
    case BuiltinFn::Pack2x16float: {
      uint32_t r = 0;
      for (unsigned c = 0; c < 2; c++) {
        float v = F(args[0][c]);
        uint32_t h = fn == BuiltinFn::Pack2x16snorm   ? snorm(v, 32767.0f)
                     : fn == BuiltinFn::Pack2x16unorm ? unorm(v, 65535.0f)
                                                      : to_half(v);
        r |= (h & 0xffffu) << (16 * c);
      }
      out[0] = r;
      return;
    }
    case BuiltinFn::Unpack4x8snorm:
      for (unsigned c = 0; c < 4; c++)
        out[c] = W(std::max(static_cast<float>(static_cast<int8_t>(args[0][0] >> (8 * c))) / 127.0f, -1.0f));
      return;
    case BuiltinFn::Unpack4x8unorm:
      for (unsigned c = 0; c < 4; c++) out[c] = W(static_cast<float>((args[0][0] >> (8 * c)) & 0xffu) / 255.0f);
      return;
    case BuiltinFn::Unpack2x16snorm:
      for (unsigned c = 0; c < 2; c++)
        out[c] = W(std::max(static_cast<float>(static_cast<int16_t>(args[0][0] >> (16 * c))) / 32767.0f, -1.0f));
      return;
    case BuiltinFn::Unpack2x16unorm:
      for (unsigned c = 0; c < 2; c++) out[c] = W(static_cast<float>((args[0][0] >> (16 * c)) & 0xffffu) / 65535.0f);
      return;
    case BuiltinFn::Unpack2x16float:
      for (unsigned c = 0; c < 2; c++) out[c] = W(from_half((args[0][0] >> (16 * c)) & 0xffffu));
      return;
    case BuiltinFn::Pack4xI8:
    case BuiltinFn::Pack4xU8:
    case BuiltinFn::Pack4xI8Clamp:
    case BuiltinFn::Pack4xU8Clamp: {
      uint32_t r = 0;
      for (unsigned c = 0; c < 4; c++) {
        uint32_t v = args[0][c];
        if (fn == BuiltinFn::Pack4xI8Clamp) v = U(std::clamp(I(v), -128, 127));
        if (fn == BuiltinFn::Pack4xU8Clamp) v = std::min(v, 255u);
        r |= (v & 0xffu) << (8 * c);
      }
      out[0] = r;
      return;
    }
    case BuiltinFn::Unpack4xI8:
      for (unsigned c = 0; c < 4; c++) out[c] = U(static_cast<int8_t>(args[0][0] >> (8 * c)));
      return;
    case BuiltinFn::Unpack4xU8:
      for (unsigned c = 0; c < 4; c++) out[c] = (args[0][0] >> (8 * c)) & 0xffu;
      return;
    case BuiltinFn::Dot4U8Packed:
    case BuiltinFn::Dot4I8Packed: {
      uint32_t sum = 0;
      for (unsigned c = 0; c < 4; c++) {
        uint32_t a = args[0][0] >> (8 * c), b = args[1][0] >> (8 * c);
        sum += fn == BuiltinFn::Dot4U8Packed ? (a & 0xffu) * (b & 0xffu)
                                             : U(static_cast<int8_t>(a) * static_cast<int8_t>(b));
      }
      out[0] = sum;
      return;
    }
    case BuiltinFn::FrexpFract:
    case BuiltinFn::FrexpExp:
      for (unsigned c = 0; c < width; c++) {
        int e = 0;
        float fr = std::frexp(F(args[0][c]), &e);
        out[c] = fn == BuiltinFn::FrexpFract ? W(fr) : U(e);
      }
      return;
    case BuiltinFn::ModfFract:
    case BuiltinFn::ModfWhole:
      for (unsigned c = 0; c < width; c++) {
        float whole = 0;
        float fr = std::modf(F(args[0][c]), &whole);
        out[c] = W(fn == BuiltinFn::ModfFract ? fr : whole);
      }
      return;
    case BuiltinFn::Ldexp:
      for (unsigned c = 0; c < width; c++) out[c] = W(std::ldexp(F(args[0][c]), I(args[1][c])));
      return;
    case BuiltinFn::QuantizeToF16:
      for (unsigned c = 0; c < width; c++) {
        float v = F(args[0][c]);
        out[c] = std::fabs(v) > 65504.0f ? W(std::copysign(std::numeric_limits<float>::infinity(), v))
                                         : W(from_half(to_half(v)));
      }
      return;
  }
}

}  // namespace wgx::exec

namespace wgx::exec {

void bitcast_words(ir::Type from, ir::Type to, const uint32_t* in, uint32_t* out) {
  if (from.scalar != Scalar::F16 && to.scalar != Scalar::F16) {
    std::memcpy(out, in, 4u * to.width);
    return;
  }
  uint8_t bytes[16] = {};
  unsigned n = 0;
  for (unsigned c = 0; c < from.width; c++) {
    if (from.scalar == Scalar::F16) {
      uint16_t h = half_from_float(F(in[c]));
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
      out[c] = W(half_to_float(h));
    } else {
      std::memcpy(out + c, bytes + n, 4), n += 4;
    }
  }
}

void round_half_words(uint32_t* words, unsigned count) {
  for (unsigned c = 0; c < count; c++) words[c] = W(half_to_float(half_from_float(F(words[c]))));
}

}  // namespace wgx::exec
