// Const-evaluation of the @const builtin functions, one function per builtin, with Tint's
// semantics and messages (including its domain errors: "sqrt must be called with a value >= 0").
// Each has the shape Value fn(args, result_type, sink) and is registered in kKernels, keyed by
// its entry in the builtin list (builtin_fns.def).
//
// Floats are computed in their type's precision: double for abstract-float, float for f32 and
// f16 (f16 results are then quantized).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <numbers>
#include <string_view>

#include "sema/const_eval_ops.h"

namespace wgx::sema::ce {
namespace {

using Args = std::vector<Value>;

Value fail(Sink& sink, std::string message) {
  sink.error(std::move(message));
  return {};
}

// Adds Tint's "when calculating <fn>" note to a failed result.
Value noted(Value v, Sink& sink, const char* fn) {
  if (!ok(v)) sink.note(std::string("when calculating ") + fn);
  return v;
}

// Calls `f` with the scalar in its type's C++ precision; the result (a double) is rounded to the
// scalar's type and checked to be finite.
template <typename F>
Value float_call(const Value& a, const Type* t, Sink& sink, F&& f) {
  double r = a.type->kind == TypeKind::AbstractFloat ? static_cast<double>(f(a.f)) : static_cast<double>(f(static_cast<float>(a.f)));
  return checked_float(t, r, sink);
}

template <typename F>
Value float_unary(const Args& args, const Type* result, Sink& sink, F&& f) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) { return float_call(a, t, sink, f); });
}

Value float_of(const Type* t, double v) { return make_float(t, v); }

// ---- numeric ----

Value abs_fn(const Args& args, const Type* result, Sink& sink) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) -> Value {
    switch (a.type->kind) {
      case TypeKind::AbstractInt:
      case TypeKind::I32: {
        int64_t lowest = a.type->kind == TypeKind::I32 ? INT32_MIN : INT64_MIN;
        return make_int(t, a.i == lowest ? a.i : std::llabs(a.i));
      }
      case TypeKind::U32: return a;
      default: return float_call(a, t, sink, [](auto x) { return std::fabs(x); });
    }
  });
}

template <const char* kMessage, bool (*kInDomain)(double)>
Value domain_unary(const Args& args, const Type* result, Sink& sink, double (*fd)(double), float (*ff)(float)) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) -> Value {
    if (!kInDomain(a.f)) return fail(sink, kMessage);
    return float_call(a, t, sink, [&](auto x) {
      if constexpr (std::is_same_v<decltype(x), double>) {
        return fd(x);
      } else {
        return ff(x);
      }
    });
  });
}

constexpr char kAcos[] = "acos must be called with a value in the range [-1 .. 1] (inclusive)";
constexpr char kAsin[] = "asin must be called with a value in the range [-1 .. 1] (inclusive)";
constexpr char kAcosh[] = "acosh must be called with a value >= 1.0";
constexpr char kAtanh[] = "atanh must be called with a value in the range (-1 .. 1) (exclusive)";
constexpr char kLog[] = "log must be called with a value > 0";
constexpr char kLog2[] = "log2 must be called with a value > 0";
constexpr char kSqrt[] = "sqrt must be called with a value >= 0";
bool in_unit(double x) { return x >= -1 && x <= 1; }
bool at_least_one(double x) { return x >= 1; }
bool in_open_unit(double x) { return x > -1 && x < 1; }
bool positive(double x) { return x > 0; }
bool non_negative(double x) { return x >= 0; }

#define WGX_DOMAIN(NAME, MSG, DOMAIN, FN)                                                 \
  Value NAME##_fn(const Args& args, const Type* result, Sink& sink) {                     \
    return domain_unary<MSG, DOMAIN>(args, result, sink, [](double x) { return FN(x); }, \
                                     [](float x) { return FN(x); });                     \
  }
WGX_DOMAIN(acos, kAcos, in_unit, std::acos)
WGX_DOMAIN(asin, kAsin, in_unit, std::asin)
WGX_DOMAIN(acosh, kAcosh, at_least_one, std::acosh)
WGX_DOMAIN(atanh, kAtanh, in_open_unit, std::atanh)
WGX_DOMAIN(log, kLog, positive, std::log)
WGX_DOMAIN(log2, kLog2, positive, std::log2)
WGX_DOMAIN(sqrt, kSqrt, non_negative, std::sqrt)
#undef WGX_DOMAIN

#define WGX_PLAIN(NAME, EXPR)                                                   \
  Value NAME##_fn(const Args& args, const Type* result, Sink& sink) {           \
    return float_unary(args, result, sink, [](auto x) { return EXPR; });        \
  }
WGX_PLAIN(asinh, std::asinh(x))
WGX_PLAIN(atan, std::atan(x))
WGX_PLAIN(cos, std::cos(x))
WGX_PLAIN(cosh, std::cosh(x))
WGX_PLAIN(sin, std::sin(x))
WGX_PLAIN(sinh, std::sinh(x))
WGX_PLAIN(tan, std::tan(x))
WGX_PLAIN(tanh, std::tanh(x))
WGX_PLAIN(ceil, std::ceil(x))
WGX_PLAIN(floor, std::floor(x))
WGX_PLAIN(trunc, std::trunc(x))
WGX_PLAIN(fract, x - std::floor(x))
WGX_PLAIN(saturate, std::min(std::max(x, decltype(x)(0)), decltype(x)(1)))
#undef WGX_PLAIN

Value round_fn(const Args& args, const Type* result, Sink& sink) {
  // Round half to even, as Tint spells it.
  return float_unary(args, result, sink, [](auto x) {
    using T = decltype(x);
    T integral = 0;
    T fract = std::abs(std::modf(x, &integral));
    if (fract == T(0.5)) {
      T v = integral;
      if (std::signbit(v)) v = std::abs(v - 1);
      return static_cast<uint64_t>(v) % 2 == 0 ? std::floor(x) : std::ceil(x);
    }
    return std::round(x);
  });
}

Value exp_like(const Args& args, const Type* result, Sink& sink, const char* base, bool two) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) -> Value {
    double r = a.type->kind == TypeKind::AbstractFloat ? (two ? std::exp2(a.f) : std::exp(a.f))
                                                       : (two ? std::exp2(static_cast<float>(a.f)) : std::exp(static_cast<float>(a.f)));
    Value v = make_float(t, r);
    if (!std::isfinite(v.f)) {
      return fail(sink, std::string(base) + "^" + format_scalar(a) + " cannot be represented as '" + type_name(t) + "'");
    }
    return v;
  });
}
Value exp_fn(const Args& args, const Type* result, Sink& sink) { return exp_like(args, result, sink, "e", false); }
Value exp2_fn(const Args& args, const Type* result, Sink& sink) { return exp_like(args, result, sink, "2", true); }

Value inverse_sqrt_fn(const Args& args, const Type* result, Sink& sink) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) -> Value {
    if (a.f <= 0) return fail(sink, "inverseSqrt must be called with a value > 0");
    Value s = float_call(a, t, sink, [](auto x) { return std::sqrt(x); });
    if (!ok(s)) return noted(s, sink, "inverseSqrt");
    return noted(div(float_of(t, 1), s, sink), sink, "inverseSqrt");
  });
}

Value scale_fn(const Args& args, const Type* result, Sink& sink, bool to_degrees) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) -> Value {
    const char* what = to_degrees ? "degrees" : "radians";
    Value pi = float_of(t, std::numbers::pi);
    Value k = float_of(t, 180);
    Value scale = to_degrees ? div(k, pi, sink) : div(pi, k, sink);
    if (!ok(scale)) return noted(scale, sink, what);
    return noted(mul(a, scale, sink), sink, what);
  });
}
Value degrees_fn(const Args& args, const Type* result, Sink& sink) { return scale_fn(args, result, sink, true); }
Value radians_fn(const Args& args, const Type* result, Sink& sink) { return scale_fn(args, result, sink, false); }

Value sign_fn(const Args& args, const Type* result, Sink& sink) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) -> Value {
    if (is_int_type(a.type)) return make_int(t, a.i < 0 ? -1 : a.i > 0 ? 1 : 0);
    return make_float(t, a.f < 0 ? -1.0 : a.f > 0 ? 1.0 : 0.0);
  });
}

Value quantize_to_f16_fn(const Args& args, const Type* result, Sink& sink) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) -> Value {
    float q = quantize_f16(static_cast<float>(a.f));
    if (!std::isfinite(q)) return fail(sink, "value " + format_scalar(a) + " cannot be represented as 'f16'");
    return make_float(t, q);
  });
}

Value atan2_fn(const Args& args, const Type* result, Sink& sink) {
  return map2(args[0], args[1], result, sink, [&](const Value& y, const Value& x, const Type* t) -> Value {
    if (y.type->kind == TypeKind::AbstractFloat) return checked_float(t, std::atan2(y.f, x.f), sink);
    return checked_float(t, std::atan2(static_cast<float>(y.f), static_cast<float>(x.f)), sink);
  });
}

Value pow_fn(const Args& args, const Type* result, Sink& sink) {
  return map2(args[0], args[1], result, sink, [&](const Value& b, const Value& e, const Type* t) -> Value {
    auto error = [&] {
      return fail(sink, "'" + format_scalar(b) + " ^ " + format_scalar(e) + "' cannot be represented as '" + type_name(t) + "'");
    };
    if (b.f < 0 || (b.f == 0 && e.f <= 0)) return error();
    double r = b.type->kind == TypeKind::AbstractFloat ? std::pow(b.f, e.f)
                                                      : static_cast<double>(std::pow(static_cast<float>(b.f), static_cast<float>(e.f)));
    Value v = make_float(t, r);
    if (!std::isfinite(v.f)) return error();
    return v;
  });
}

Value step_fn(const Args& args, const Type* result, Sink& sink) {
  return map2(args[0], args[1], result, sink, [&](const Value& edge, const Value& x, const Type* t) {
    return make_float(t, x.f < edge.f ? 0.0 : 1.0);
  });
}

bool less(const Value& a, const Value& b) { return is_float_type(a.type) ? a.f < b.f : a.i < b.i; }

Value min_fn(const Args& args, const Type* result, Sink& sink) {
  return map2(args[0], args[1], result, sink, [&](const Value& a, const Value& b, const Type*) { return less(b, a) ? b : a; });
}

Value max_fn(const Args& args, const Type* result, Sink& sink) {
  return map2(args[0], args[1], result, sink, [&](const Value& a, const Value& b, const Type*) { return less(a, b) ? b : a; });
}

// Tint's Clamp: reports low > high, then min(max(e, low), high).
Value clamp_scalar(const Value& e, const Value& low, const Value& high, Sink& sink) {
  if (less(high, low)) {
    return fail(sink, "clamp called with 'low' (" + format_scalar(low) + ") greater than 'high' (" + format_scalar(high) + ")");
  }
  const Value& m = less(e, low) ? low : e;
  return less(high, m) ? high : m;
}

Value clamp_fn(const Args& args, const Type* result, Sink& sink) {
  return map3(args[0], args[1], args[2], result, sink,
              [&](const Value& e, const Value& lo, const Value& hi, const Type*) { return clamp_scalar(e, lo, hi, sink); });
}

Value fma_fn(const Args& args, const Type* result, Sink& sink) {
  return map3(args[0], args[1], args[2], result, sink, [&](const Value& a, const Value& b, const Value& c, const Type*) {
    Value p = mul(a, b, sink);
    if (!ok(p)) return noted(p, sink, "fma");
    return noted(add(p, c, sink), sink, "fma");
  });
}

Value mix_fn(const Args& args, const Type* result, Sink& sink) {
  // e1 * (1 - e3) + e2 * e3, e3 a scalar or one per element.
  bool vec3 = is_composite(args[2].type);
  size_t index = 0;
  Value r = map2(args[0], args[1], result, sink, [&](const Value& e1, const Value& e2, const Type*) -> Value {
    const Value& e3 = vec3 ? args[2].elements[index] : args[2];
    ++index;
    Value one_sub = sub(float_of(e1.type, 1), e3, sink);
    if (!ok(one_sub)) return {};
    Value a = mul(e1, one_sub, sink);
    if (!ok(a)) return {};
    Value b = mul(e2, e3, sink);
    if (!ok(b)) return {};
    return add(a, b, sink);
  });
  return noted(r, sink, "mix");
}

Value smoothstep_scalar(const Value& low, const Value& high, const Value& x, Sink& sink) {
  if (low.f == high.f) {
    return fail(sink, "smoothstep called with 'low' (" + format_scalar(low) + ") equal to 'high' (" + format_scalar(high) + ")");
  }
  const Type* t = low.type;
  Value x_low = sub(x, low, sink);
  if (!ok(x_low)) return noted(x_low, sink, "smoothstep");
  Value high_low = sub(high, low, sink);
  if (!ok(high_low)) return noted(high_low, sink, "smoothstep");
  Value q = div(x_low, high_low, sink);
  if (!ok(q)) return noted(q, sink, "smoothstep");
  Value tc = clamp_scalar(q, float_of(t, 0), float_of(t, 1), sink);
  Value tt = mul(tc, tc, sink);
  if (!ok(tt)) return noted(tt, sink, "smoothstep");
  Value t2 = mul(float_of(t, 2), tc, sink);
  if (!ok(t2)) return noted(t2, sink, "smoothstep");
  Value three = sub(float_of(t, 3), t2, sink);
  if (!ok(three)) return noted(three, sink, "smoothstep");
  return noted(mul(tt, three, sink), sink, "smoothstep");
}

Value smoothstep_fn(const Args& args, const Type* result, Sink& sink) {
  return map3(args[0], args[1], args[2], result, sink,
              [&](const Value& lo, const Value& hi, const Value& x, const Type*) { return smoothstep_scalar(lo, hi, x, sink); });
}

// ---- geometric ----

Value length_of(const Value& v, const Type* t, Sink& sink) {
  if (!is_composite(v.type)) return float_call(v, t, sink, [](auto x) { return std::abs(x); });
  Value d = dot(v, v, sink);
  if (!ok(d)) return {};
  if (d.f < 0) return fail(sink, kSqrt);
  return float_call(d, t, sink, [](auto x) { return std::sqrt(x); });
}

Value length_fn(const Args& args, const Type* result, Sink& sink) { return noted(length_of(args[0], result, sink), sink, "length"); }

Value distance_fn(const Args& args, const Type* result, Sink& sink) {
  Value diff = binary_op(ast::BinaryOp::Sub, args[0], args[1], args[0].type, sink);
  if (!ok(diff)) return noted(diff, sink, "distance");
  return noted(length_of(diff, result, sink), sink, "distance");
}

Value dot_fn(const Args& args, const Type*, Sink& sink) { return noted(dot(args[0], args[1], sink), sink, "dot"); }

Value normalize_fn(const Args& args, const Type* result, Sink& sink) {
  Value len = length_of(args[0], result->elem, sink);
  if (!ok(len)) return noted(len, sink, "normalize");
  if (len.f == 0) return fail(sink, "zero length vector can not be normalized");
  return binary_op(ast::BinaryOp::Div, args[0], len, result, sink);
}

// a * d - c * b
Value det2(const Value& a, const Value& b, const Value& c, const Value& d, Sink& sink) {
  Value r1 = mul(a, d, sink);
  if (!ok(r1)) return {};
  Value r2 = mul(c, b, sink);
  if (!ok(r2)) return {};
  return sub(r1, r2, sink);
}

Value det3(const Value& a, const Value& b, const Value& c, const Value& d, const Value& e, const Value& f,
           const Value& g, const Value& h, const Value& i, Sink& sink) {
  Value d1 = det2(e, f, h, i, sink);
  if (!ok(d1)) return {};
  Value ad1 = mul(a, d1, sink);
  if (!ok(ad1)) return {};
  Value d2 = det2(b, c, h, i, sink);
  if (!ok(d2)) return {};
  Value dd2 = mul(d, d2, sink);
  if (!ok(dd2)) return {};
  Value d3 = det2(b, c, e, f, sink);
  if (!ok(d3)) return {};
  Value gd3 = mul(g, d3, sink);
  if (!ok(gd3)) return {};
  Value r = sub(ad1, dd2, sink);
  if (!ok(r)) return {};
  return add(r, gd3, sink);
}

Value determinant_fn(const Args& args, const Type*, Sink& sink) {
  const Value& m = args[0];
  auto me = [&](size_t r, size_t c) -> const Value& { return m.elements[c].elements[r]; };
  Value r;
  switch (m.type->rows) {
    case 2: r = det2(me(0, 0), me(1, 0), me(0, 1), me(1, 1), sink); break;
    case 3:
      r = det3(me(0, 0), me(1, 0), me(2, 0), me(0, 1), me(1, 1), me(2, 1), me(0, 2), me(1, 2), me(2, 2), sink);
      break;
    case 4: {
      // a e i m / b f j n / c g k o / d h l p, expanded along the first row.
      const Value &a = me(0, 0), &b = me(1, 0), &c = me(2, 0), &d = me(3, 0);
      const Value &e = me(0, 1), &f = me(1, 1), &g = me(2, 1), &h = me(3, 1);
      const Value &i = me(0, 2), &j = me(1, 2), &k = me(2, 2), &l = me(3, 2);
      const Value &mm = me(0, 3), &n = me(1, 3), &o = me(2, 3), &p = me(3, 3);
      r = [&]() -> Value {
        Value d1 = det3(f, g, h, j, k, l, n, o, p, sink);
        if (!ok(d1)) return {};
        Value ad1 = mul(a, d1, sink);
        if (!ok(ad1)) return {};
        Value d2 = det3(b, c, d, j, k, l, n, o, p, sink);
        if (!ok(d2)) return {};
        Value ed2 = mul(e, d2, sink);
        if (!ok(ed2)) return {};
        Value d3 = det3(b, c, d, f, g, h, n, o, p, sink);
        if (!ok(d3)) return {};
        Value id3 = mul(i, d3, sink);
        if (!ok(id3)) return {};
        Value d4 = det3(b, c, d, f, g, h, j, k, l, sink);
        if (!ok(d4)) return {};
        Value md4 = mul(mm, d4, sink);
        if (!ok(md4)) return {};
        Value r1 = sub(ad1, ed2, sink);
        if (!ok(r1)) return {};
        Value r2 = add(r1, id3, sink);
        if (!ok(r2)) return {};
        return sub(r2, md4, sink);
      }();
      break;
    }
    default: return {};
  }
  return noted(r, sink, "determinant");
}

Value cross_fn(const Args& args, const Type* result, Sink& sink) {
  const Value& u = args[0];
  const Value& v = args[1];
  auto at = [](const Value& x, size_t i) -> const Value& { return x.elements[i]; };
  Value x = det2(at(u, 1), at(u, 2), at(v, 1), at(v, 2), sink);
  if (!ok(x)) return {};
  Value y = det2(at(v, 0), at(v, 2), at(u, 0), at(u, 2), sink);
  if (!ok(y)) return {};
  Value z = det2(at(u, 0), at(u, 1), at(v, 0), at(v, 1), sink);
  if (!ok(z)) return {};
  Value out;
  out.type = result;
  out.elements = {x, y, z};
  return out;
}

Value transpose_fn(const Args& args, const Type* result, Sink& sink) {
  const Value& m = args[0];
  Value out;
  out.type = result;
  const Type* column = sink.types.vec(result->elem, result->rows);
  for (size_t r = 0; r < m.type->rows; ++r) {
    Value col;
    col.type = column;
    for (size_t c = 0; c < m.type->width; ++c) col.elements.push_back(m.elements[c].elements[r]);
    out.elements.push_back(std::move(col));
  }
  return out;
}

Value face_forward_fn(const Args& args, const Type* result, Sink& sink) {
  Value d = dot(args[1], args[2], sink);
  if (!ok(d)) return noted(d, sink, "faceForward");
  if (d.f < 0) return args[0];
  return unary_op(ast::UnaryOp::Negate, args[0], result, sink);
}

Value reflect_fn(const Args& args, const Type* result, Sink& sink) {
  // e1 - 2 * dot(e2, e1) * e2
  Value r = [&]() -> Value {
    Value d = dot(args[1], args[0], sink);
    if (!ok(d)) return {};
    Value d2 = checked_float(d.type, 2 * d.f, sink);
    if (!ok(d2)) return {};
    Value scaled = binary_op(ast::BinaryOp::Mul, d2, args[1], result, sink);
    if (!ok(scaled)) return {};
    return binary_op(ast::BinaryOp::Sub, args[0], scaled, result, sink);
  }();
  return noted(r, sink, "reflect");
}

Value refract_fn(const Args& args, const Type* result, Sink& sink) {
  const Value& e1 = args[0];
  const Value& e2 = args[1];
  const Value& e3 = args[2];
  const Type* el = result->elem;
  Value r = [&]() -> Value {
    Value d = dot(e2, e1, sink);
    if (!ok(d)) return {};
    // k = 1.0 - e3 * e3 * (1.0 - dot(e2, e1) * dot(e2, e1))
    Value e3sq = mul(e3, e3, sink);
    if (!ok(e3sq)) return {};
    Value dsq = mul(d, d, sink);
    if (!ok(dsq)) return {};
    Value r1 = sub(float_of(el, 1), dsq, sink);
    if (!ok(r1)) return {};
    Value r2 = mul(e3sq, r1, sink);
    if (!ok(r2)) return {};
    Value k = sub(float_of(el, 1), r2, sink);
    if (!ok(k)) return {};
    if (k.f < 0) return zero_value(sink.types, result);
    // e3 * e1 - (e3 * dot(e2, e1) + sqrt(k)) * e2
    Value e1s = binary_op(ast::BinaryOp::Mul, e3, e1, result, sink);
    if (!ok(e1s)) return {};
    Value sk = float_call(k, el, sink, [](auto x) { return std::sqrt(x); });
    if (!ok(sk)) return {};
    Value m = mul(e3, d, sink);
    if (!ok(m)) return {};
    Value scale = add(m, sk, sink);
    if (!ok(scale)) return {};
    Value e2s = binary_op(ast::BinaryOp::Mul, scale, e2, result, sink);
    if (!ok(e2s)) return {};
    return binary_op(ast::BinaryOp::Sub, e1s, e2s, result, sink);
  }();
  return noted(r, sink, "refract");
}

// ---- bits ----

uint32_t u32_of(const Value& v) { return static_cast<uint32_t>(v.i); }

template <typename F>
Value int_unary(const Args& args, const Type* result, Sink& sink, F&& f) {
  return map1(args[0], result, sink, [&](const Value& a, const Type* t) { return make_int(t, static_cast<int64_t>(f(u32_of(a), a.type->kind == TypeKind::I32))); });
}

Value count_one_bits_fn(const Args& args, const Type* result, Sink& sink) {
  return int_unary(args, result, sink, [](uint32_t v, bool) { return static_cast<uint32_t>(__builtin_popcount(v)); });
}
Value count_leading_zeros_fn(const Args& args, const Type* result, Sink& sink) {
  return int_unary(args, result, sink, [](uint32_t v, bool) { return v == 0 ? 32u : static_cast<uint32_t>(__builtin_clz(v)); });
}
Value count_trailing_zeros_fn(const Args& args, const Type* result, Sink& sink) {
  return int_unary(args, result, sink, [](uint32_t v, bool) { return v == 0 ? 32u : static_cast<uint32_t>(__builtin_ctz(v)); });
}
Value first_leading_bit_fn(const Args& args, const Type* result, Sink& sink) {
  return int_unary(args, result, sink, [](uint32_t v, bool is_signed) -> uint32_t {
    if (is_signed) {
      if (v == 0 || v == 0xffffffffu) return 0xffffffffu;
      uint32_t x = (v & 0x80000000u) ? ~v : v;  // the highest bit differing from the sign
      return 31u - static_cast<uint32_t>(__builtin_clz(x));
    }
    if (v == 0) return 0xffffffffu;
    return 31u - static_cast<uint32_t>(__builtin_clz(v));
  });
}
Value first_trailing_bit_fn(const Args& args, const Type* result, Sink& sink) {
  return int_unary(args, result, sink, [](uint32_t v, bool) { return v == 0 ? 0xffffffffu : static_cast<uint32_t>(__builtin_ctz(v)); });
}
Value reverse_bits_fn(const Args& args, const Type* result, Sink& sink) {
  return int_unary(args, result, sink, [](uint32_t v, bool) {
    uint32_t r = 0;
    for (int s = 0; s < 32; ++s) {
      if (v & (1u << s)) r |= 1u << (31 - s);
    }
    return r;
  });
}

constexpr char kBitsRange[] = "'offset' + 'count' must be less than or equal to the bit width of 'e'";

Value extract_bits_fn(const Args& args, const Type* result, Sink& sink) {
  uint32_t o = u32_of(args[1]), c = u32_of(args[2]);
  if (o > 32 || c > 32 || o + c > 32) return fail(sink, kBitsRange);
  return int_unary(args, result, sink, [&](uint32_t e, bool is_signed) -> uint32_t {
    if (c == 0) return 0;
    if (c == 32) return e;
    uint32_t mask = ((1u << c) - 1u) << o;
    uint32_t r = (e & mask) >> o;
    if (is_signed && (r & (1u << (c - 1))) != 0) r |= ~(mask >> o);
    return r;
  });
}

Value insert_bits_fn(const Args& args, const Type* result, Sink& sink) {
  uint32_t o = u32_of(args[2]), c = u32_of(args[3]);
  if (o > 32 || c > 32 || o + c > 32) return fail(sink, kBitsRange);
  return map2(args[0], args[1], result, sink, [&](const Value& ev, const Value& nv, const Type* t) {
    uint32_t e = u32_of(ev), newbits = u32_of(nv);
    uint32_t r;
    if (c == 0) {
      r = e;
    } else if (c == 32) {
      r = newbits;
    } else {
      uint32_t mask = ((1u << c) - 1u) << o;
      r = (e & ~mask) | ((newbits << o) & mask);
    }
    return make_int(t, static_cast<int64_t>(r));
  });
}

// ---- logical ----

bool any_true(const Value& v) {
  if (!is_composite(v.type)) return v.b;
  return std::any_of(v.elements.begin(), v.elements.end(), [](const Value& e) { return e.b; });
}
bool all_true(const Value& v) {
  if (!is_composite(v.type)) return v.b;
  return std::all_of(v.elements.begin(), v.elements.end(), [](const Value& e) { return e.b; });
}
Value all_fn(const Args& args, const Type* result, Sink&) { return make_bool(result, all_true(args[0])); }
Value any_fn(const Args& args, const Type* result, Sink&) { return make_bool(result, any_true(args[0])); }

Value select_fn(const Args& args, const Type* result, Sink&) {
  const Value& cond = args[2];
  if (!is_composite(cond.type)) return cond.b ? args[1] : args[0];
  Value out;
  out.type = result;
  for (size_t i = 0; i < cond.elements.size(); ++i) {
    out.elements.push_back(cond.elements[i].b ? args[1].elements[i] : args[0].elements[i]);
  }
  return out;
}

// ---- packing ----

float clampf(float v, float lo, float hi) { return std::min(std::max(v, lo), hi); }
float f32_at(const Value& v, size_t i) { return static_cast<float>(v.elements[i].f); }

Value pack2x16float_fn(const Args& args, const Type* result, Sink& sink) {
  uint32_t parts[2];
  for (size_t i = 0; i < 2; ++i) {
    float v = f32_at(args[0], i);
    if (v > 65504.0f || v < -65504.0f) return fail(sink, "value " + format_float(v) + " cannot be represented as 'f16'");
    parts[i] = f16_bits(quantize_f16(v));
  }
  return make_int(result, (parts[0] & 0xffffu) | (parts[1] << 16));
}

Value pack2x16snorm_fn(const Args& args, const Type* result, Sink&) {
  uint32_t r = 0;
  for (size_t i = 0; i < 2; ++i) {
    float c = clampf(f32_at(args[0], i), -1.0f, 1.0f);
    auto bits = static_cast<uint16_t>(static_cast<int16_t>(std::floor(0.5f + 32767.0f * c)));
    r |= static_cast<uint32_t>(bits) << (16 * i);
  }
  return make_int(result, r);
}

Value pack2x16unorm_fn(const Args& args, const Type* result, Sink&) {
  uint32_t r = 0;
  for (size_t i = 0; i < 2; ++i) {
    float c = clampf(f32_at(args[0], i), 0.0f, 1.0f);
    r |= (static_cast<uint32_t>(std::floor(0.5f + 65535.0f * c)) & 0xffffu) << (16 * i);
  }
  return make_int(result, r);
}

Value pack4x8snorm_fn(const Args& args, const Type* result, Sink&) {
  uint32_t r = 0;
  for (size_t i = 0; i < 4; ++i) {
    float c = clampf(f32_at(args[0], i), -1.0f, 1.0f);
    auto bits = static_cast<uint8_t>(static_cast<int8_t>(std::floor(0.5f + 127.0f * c)));
    r |= static_cast<uint32_t>(bits) << (8 * i);
  }
  return make_int(result, r);
}

Value pack4x8unorm_fn(const Args& args, const Type* result, Sink&) {
  uint32_t r = 0;
  for (size_t i = 0; i < 4; ++i) {
    float c = clampf(f32_at(args[0], i), 0.0f, 1.0f);
    r |= (static_cast<uint32_t>(std::floor(0.5f + 255.0f * c)) & 0xffu) << (8 * i);
  }
  return make_int(result, r);
}

Value pack4x8_int(const Args& args, const Type* result, bool clamp_signed, bool clamp_unsigned) {
  uint32_t r = 0;
  for (size_t i = 0; i < 4; ++i) {
    int64_t v = args[0].elements[i].i;
    if (clamp_signed) v = std::clamp<int64_t>(v, -128, 127);
    if (clamp_unsigned) v = std::min<int64_t>(v, 255);
    r |= (static_cast<uint32_t>(v) & 0xffu) << (8 * i);
  }
  return make_int(result, r);
}
Value pack4xi8_fn(const Args& args, const Type* result, Sink&) { return pack4x8_int(args, result, false, false); }
Value pack4xu8_fn(const Args& args, const Type* result, Sink&) { return pack4x8_int(args, result, false, false); }
Value pack4xi8_clamp_fn(const Args& args, const Type* result, Sink&) { return pack4x8_int(args, result, true, false); }
Value pack4xu8_clamp_fn(const Args& args, const Type* result, Sink&) { return pack4x8_int(args, result, false, true); }

Value unpack(const Args& args, const Type* result, Sink& sink, size_t n, float (*f)(uint32_t bits)) {
  uint32_t e = u32_of(args[0]);
  uint32_t width = 32 / static_cast<uint32_t>(n);
  uint32_t mask = width == 16 ? 0xffffu : 0xffu;
  Value out;
  out.type = result;
  for (size_t i = 0; i < n; ++i) {
    Value el = checked_float(result->elem, f((e >> (width * i)) & mask), sink);
    if (!ok(el)) return {};
    out.elements.push_back(std::move(el));
  }
  return out;
}
Value unpack2x16float_fn(const Args& args, const Type* result, Sink& sink) {
  return unpack(args, result, sink, 2, [](uint32_t b) { return f16_from_bits(static_cast<uint16_t>(b)); });
}
Value unpack2x16snorm_fn(const Args& args, const Type* result, Sink& sink) {
  return unpack(args, result, sink, 2, [](uint32_t b) {
    return std::max(static_cast<float>(static_cast<int16_t>(b)) / 32767.f, -1.f);
  });
}
Value unpack2x16unorm_fn(const Args& args, const Type* result, Sink& sink) {
  return unpack(args, result, sink, 2, [](uint32_t b) { return static_cast<float>(static_cast<uint16_t>(b)) / 65535.f; });
}
Value unpack4x8snorm_fn(const Args& args, const Type* result, Sink& sink) {
  return unpack(args, result, sink, 4, [](uint32_t b) {
    return std::max(static_cast<float>(static_cast<int8_t>(b)) / 127.f, -1.f);
  });
}
Value unpack4x8unorm_fn(const Args& args, const Type* result, Sink& sink) {
  return unpack(args, result, sink, 4, [](uint32_t b) { return static_cast<float>(static_cast<uint8_t>(b)) / 255.f; });
}

Value unpack4x8_int(const Args& args, const Type* result, bool is_signed) {
  uint32_t e = u32_of(args[0]);
  Value out;
  out.type = result;
  for (size_t i = 0; i < 4; ++i) {
    uint32_t b = (e >> (8 * i)) & 0xffu;
    out.elements.push_back(make_int(result->elem, is_signed ? static_cast<int8_t>(b) : static_cast<int64_t>(b)));
  }
  return out;
}
Value unpack4xi8_fn(const Args& args, const Type* result, Sink&) { return unpack4x8_int(args, result, true); }
Value unpack4xu8_fn(const Args& args, const Type* result, Sink&) { return unpack4x8_int(args, result, false); }

Value dot4_packed(const Args& args, const Type* result, bool is_signed) {
  uint32_t a = u32_of(args[0]), b = u32_of(args[1]);
  int64_t sum = 0;
  for (size_t i = 0; i < 4; ++i) {
    uint32_t x = (a >> (8 * i)) & 0xffu, y = (b >> (8 * i)) & 0xffu;
    sum += is_signed ? int64_t{static_cast<int8_t>(x)} * static_cast<int8_t>(y) : int64_t{x} * y;
  }
  return make_int(result, sum);
}
Value dot4i8_packed_fn(const Args& args, const Type* result, Sink&) { return dot4_packed(args, result, true); }
Value dot4u8_packed_fn(const Args& args, const Type* result, Sink&) { return dot4_packed(args, result, false); }

// ---- frexp, modf, ldexp ----

Value frexp_fn(const Args& args, const Type* result, Sink& sink) {
  const Type* fract_ty = result->structure->members[0].type;
  const Type* exp_ty = result->structure->members[1].type;
  auto one = [&](const Value& s, const Type* ft, const Type* et, Value& fract, Value& exp) {
    int e = 0;
    double f = std::frexp(s.f, &e);
    fract = make_float(ft, f);
    exp = make_int(et, e);
  };
  Value fract, exp;
  if (is_composite(args[0].type)) {
    fract.type = fract_ty;
    exp.type = exp_ty;
    for (const Value& s : args[0].elements) {
      Value f, e;
      one(s, fract_ty->elem, exp_ty->elem, f, e);
      fract.elements.push_back(f);
      exp.elements.push_back(e);
    }
  } else {
    one(args[0], fract_ty, exp_ty, fract, exp);
  }
  (void)sink;
  Value out;
  out.type = result;
  out.elements = {fract, exp};
  return out;
}

Value modf_fn(const Args& args, const Type* result, Sink& sink) {
  const Type* ty = result->structure->members[0].type;
  Value fract = map1(args[0], ty, sink, [&](const Value& a, const Type* t) {
    return float_call(a, t, sink, [](auto x) { return x - std::trunc(x); });
  });
  if (!ok(fract)) return {};
  Value whole = map1(args[0], ty, sink, [&](const Value& a, const Type* t) {
    return float_call(a, t, sink, [](auto x) { return std::trunc(x); });
  });
  if (!ok(whole)) return {};
  Value out;
  out.type = result;
  out.elements = {fract, whole};
  return out;
}

Value ldexp_fn(const Args& args, const Type* result, Sink& sink) {
  bool vec = is_composite(args[1].type);
  size_t index = 0;
  return map1(args[0], result, sink, [&](const Value& e1, const Type* t) -> Value {
    int64_t e2 = vec ? args[1].elements[index].i : args[1].i;
    ++index;
    int64_t bias = e1.type->kind == TypeKind::F16 ? 15 : e1.type->kind == TypeKind::F32 ? 127 : 1023;
    if (e2 > bias + 1) return fail(sink, "e2 must be less than or equal to " + std::to_string(bias + 1));
    int exp = static_cast<int>(std::max<int64_t>(e2, INT32_MIN));
    return float_call(e1, t, sink, [&](auto x) { return std::ldexp(x, exp); });
  });
}

// ---- bitcast ----

Value bitcast_fn(const Args& args, const Type* result, Sink& sink) {
  const Value& v = args[0];
  std::vector<uint8_t> bytes;
  auto push32 = [&](uint32_t x) {
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(x >> (8 * i)));
  };
  auto push_scalar = [&](const Value& s) -> bool {
    switch (s.type->kind) {
      case TypeKind::AbstractInt: {
        // As Tint: negative values become i32, others u32.
        Value c = convert(s, s.i < 0 ? sink.types.i32() : sink.types.u32(), sink);
        if (!ok(c)) return false;
        push32(static_cast<uint32_t>(c.i));
        return true;
      }
      case TypeKind::I32:
      case TypeKind::U32: push32(static_cast<uint32_t>(s.i)); return true;
      case TypeKind::F32: {
        auto f = static_cast<float>(s.f);
        uint32_t u;
        std::memcpy(&u, &f, 4);
        push32(u);
        return true;
      }
      case TypeKind::F16: {
        uint16_t h = f16_bits(static_cast<float>(s.f));
        bytes.push_back(static_cast<uint8_t>(h));
        bytes.push_back(static_cast<uint8_t>(h >> 8));
        return true;
      }
      default: return false;
    }
  };
  if (is_composite(v.type)) {
    for (const Value& s : v.elements) {
      if (!push_scalar(s)) return {};
    }
  } else if (!push_scalar(v)) {
    return {};
  }
  const Type* el = is_composite(result) ? result->elem : result;
  size_t size = el->kind == TypeKind::F16 ? 2 : 4;
  size_t count = bytes.size() / size;
  std::vector<Value> out;
  for (size_t i = 0; i < count; ++i) {
    uint32_t u = 0;
    for (size_t b = 0; b < size; ++b) u |= uint32_t{bytes[i * size + b]} << (8 * b);
    Value s;
    switch (el->kind) {
      case TypeKind::U32: s = make_int(el, u); break;
      case TypeKind::I32: s = make_int(el, static_cast<int32_t>(u)); break;
      case TypeKind::F32: {
        float f;
        std::memcpy(&f, &u, 4);
        s = checked_float(el, f, sink);
        break;
      }
      case TypeKind::F16: s = checked_float(el, f16_from_bits(static_cast<uint16_t>(u)), sink); break;
      default: return {};
    }
    if (!ok(s)) return {};
    out.push_back(std::move(s));
  }
  if (!is_composite(result)) return out.empty() ? Value{} : out[0];
  Value r;
  r.type = result;
  r.elements = std::move(out);
  return r;
}

// The kernel of every builtin the list (builtin_fns.def) marks kConstEval.
struct Kernel {
  BuiltinId id;
  BuiltinFn fn;
};
constexpr Kernel kKernels[] = {
    {BuiltinId::Abs, abs_fn},
    {BuiltinId::Acos, acos_fn},
    {BuiltinId::Acosh, acosh_fn},
    {BuiltinId::All, all_fn},
    {BuiltinId::Any, any_fn},
    {BuiltinId::Asin, asin_fn},
    {BuiltinId::Asinh, asinh_fn},
    {BuiltinId::Atan, atan_fn},
    {BuiltinId::Atan2, atan2_fn},
    {BuiltinId::Atanh, atanh_fn},
    {BuiltinId::Bitcast, bitcast_fn},
    {BuiltinId::Ceil, ceil_fn},
    {BuiltinId::Clamp, clamp_fn},
    {BuiltinId::Cos, cos_fn},
    {BuiltinId::Cosh, cosh_fn},
    {BuiltinId::CountLeadingZeros, count_leading_zeros_fn},
    {BuiltinId::CountOneBits, count_one_bits_fn},
    {BuiltinId::CountTrailingZeros, count_trailing_zeros_fn},
    {BuiltinId::Cross, cross_fn},
    {BuiltinId::Degrees, degrees_fn},
    {BuiltinId::Determinant, determinant_fn},
    {BuiltinId::Distance, distance_fn},
    {BuiltinId::Dot, dot_fn},
    {BuiltinId::Dot4I8Packed, dot4i8_packed_fn},
    {BuiltinId::Dot4U8Packed, dot4u8_packed_fn},
    {BuiltinId::Exp, exp_fn},
    {BuiltinId::Exp2, exp2_fn},
    {BuiltinId::ExtractBits, extract_bits_fn},
    {BuiltinId::FaceForward, face_forward_fn},
    {BuiltinId::FirstLeadingBit, first_leading_bit_fn},
    {BuiltinId::FirstTrailingBit, first_trailing_bit_fn},
    {BuiltinId::Floor, floor_fn},
    {BuiltinId::Fma, fma_fn},
    {BuiltinId::Fract, fract_fn},
    {BuiltinId::Frexp, frexp_fn},
    {BuiltinId::InsertBits, insert_bits_fn},
    {BuiltinId::InverseSqrt, inverse_sqrt_fn},
    {BuiltinId::Ldexp, ldexp_fn},
    {BuiltinId::Length, length_fn},
    {BuiltinId::Log, log_fn},
    {BuiltinId::Log2, log2_fn},
    {BuiltinId::Max, max_fn},
    {BuiltinId::Min, min_fn},
    {BuiltinId::Mix, mix_fn},
    {BuiltinId::Modf, modf_fn},
    {BuiltinId::Normalize, normalize_fn},
    {BuiltinId::Pack2x16float, pack2x16float_fn},
    {BuiltinId::Pack2x16snorm, pack2x16snorm_fn},
    {BuiltinId::Pack2x16unorm, pack2x16unorm_fn},
    {BuiltinId::Pack4x8snorm, pack4x8snorm_fn},
    {BuiltinId::Pack4x8unorm, pack4x8unorm_fn},
    {BuiltinId::Pack4xI8, pack4xi8_fn},
    {BuiltinId::Pack4xI8Clamp, pack4xi8_clamp_fn},
    {BuiltinId::Pack4xU8, pack4xu8_fn},
    {BuiltinId::Pack4xU8Clamp, pack4xu8_clamp_fn},
    {BuiltinId::Pow, pow_fn},
    {BuiltinId::QuantizeToF16, quantize_to_f16_fn},
    {BuiltinId::Radians, radians_fn},
    {BuiltinId::Reflect, reflect_fn},
    {BuiltinId::Refract, refract_fn},
    {BuiltinId::ReverseBits, reverse_bits_fn},
    {BuiltinId::Round, round_fn},
    {BuiltinId::Saturate, saturate_fn},
    {BuiltinId::Select, select_fn},
    {BuiltinId::Sign, sign_fn},
    {BuiltinId::Sin, sin_fn},
    {BuiltinId::Sinh, sinh_fn},
    {BuiltinId::Smoothstep, smoothstep_fn},
    {BuiltinId::Sqrt, sqrt_fn},
    {BuiltinId::Step, step_fn},
    {BuiltinId::Tan, tan_fn},
    {BuiltinId::Tanh, tanh_fn},
    {BuiltinId::Transpose, transpose_fn},
    {BuiltinId::Trunc, trunc_fn},
    {BuiltinId::Unpack2x16float, unpack2x16float_fn},
    {BuiltinId::Unpack2x16snorm, unpack2x16snorm_fn},
    {BuiltinId::Unpack2x16unorm, unpack2x16unorm_fn},
    {BuiltinId::Unpack4x8snorm, unpack4x8snorm_fn},
    {BuiltinId::Unpack4x8unorm, unpack4x8unorm_fn},
    {BuiltinId::Unpack4xI8, unpack4xi8_fn},
    {BuiltinId::Unpack4xU8, unpack4xu8_fn},
};

// Per BuiltinId, its kernel or null.
constexpr std::array<BuiltinFn, kBuiltinCount> kernels_by_id() {
  std::array<BuiltinFn, kBuiltinCount> t{};
  for (const Kernel& k : kKernels) t[static_cast<size_t>(k.id)] = k.fn;
  return t;
}
constexpr std::array<BuiltinFn, kBuiltinCount> kById = kernels_by_id();

// A builtin has a kernel exactly when the list says it is const-evaluable, and one kernel.
constexpr bool kernels_match_list() {
  for (size_t i = 0; i < kBuiltinCount; ++i) {
    size_t n = 0;
    for (const Kernel& k : kKernels) n += static_cast<size_t>(k.id) == i;
    if (n != (kBuiltinDefs[i].has(kConstEval) ? 1u : 0u)) return false;
  }
  return true;
}
static_assert(kernels_match_list(),
              "each kConstEval builtin of builtin_fns.def needs one kernel in kKernels, and only those");

}  // namespace

BuiltinFn builtin_fn(BuiltinId id) { return kById[static_cast<size_t>(id)]; }

}  // namespace wgx::sema::ce
