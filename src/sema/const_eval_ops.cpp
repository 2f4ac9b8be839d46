// Constant arithmetic with Tint's semantics (see const_eval_ops.h).
#include "sema/const_eval_ops.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <locale>
#include <sstream>

namespace wgx::sema::ce {
namespace {

using ast::BinaryOp;
using ast::UnaryOp;

template <typename T>
std::string emit_float(T value) {
  // As Tint's StringStream: fixed-point with 20 decimals when that reads back exactly (trailing
  // zeros dropped), else scientific with just enough digits.
  std::stringstream fixed;
  fixed.flags(fixed.flags() | std::ios_base::showpoint | std::ios_base::fixed);
  fixed.imbue(std::locale::classic());
  fixed.precision(20);
  fixed << value;
  std::string str = fixed.str();
  double roundtripped = 0;
  fixed >> roundtripped;
  if (value == static_cast<T>(roundtripped)) {
    while (str.size() >= 2 && str.back() == '0' && str[str.size() - 2] != '.') str.pop_back();
    if (str.size() < 45) return str;
  }
  std::stringstream sci;
  sci.imbue(std::locale::classic());
  sci.precision(std::numeric_limits<T>::max_digits10);
  sci << value;
  return sci.str();
}

std::string overflow(const Value& a, const char* op, const Value& b) {
  return "'" + format_scalar(a) + " " + op + " " + format_scalar(b) + "' cannot be represented as '" +
         type_name(a.type) + "'";
}

Value fail(Sink& sink, std::string message) {
  sink.error(std::move(message));
  return {};
}

// A float result of an operation on `a` and `b`: an error when it is not finite.
Value float_result(const Value& a, const char* op, const Value& b, double r, Sink& sink) {
  double v = round_to(a.type, r);
  if (!std::isfinite(v)) return fail(sink, overflow(a, op, b));
  return make_float(a.type, v);
}

Value bool_value(TypeTable& types, bool v) { return make_bool(types.bool_type(), v); }

// ---- shifts (Tint's rules: sign changes and lost bits are errors) ----

Value shift_left(const Value& a, const Value& b, Sink& sink) {
  const Type* t = a.type;
  uint64_t e2 = static_cast<uint64_t>(b.i);
  if (t->kind == TypeKind::AbstractInt) {
    uint64_t e1u = static_cast<uint64_t>(a.i);
    if (e2 < 64) {
      uint64_t must_match = e2 + 1;
      uint64_t mask = ~uint64_t{0} << (64 - must_match);
      if ((e1u & mask) != 0 && (e1u & mask) != mask) return fail(sink, "shift left operation results in sign change");
    } else {
      if (a.i != 0) return fail(sink, overflow(a, "<<", b));
      e2 = 0;
    }
    return make_int(t, static_cast<int64_t>(e1u << e2));
  }
  uint32_t e1u = static_cast<uint32_t>(a.i);
  if (e2 >= 32) return fail(sink, "shift left value must be less than the bit width of the lhs, which is 32");
  if (t->kind == TypeKind::I32) {
    uint32_t mask = ~uint32_t{0} << (32 - (e2 + 1));
    if ((e1u & mask) != 0 && (e1u & mask) != mask) return fail(sink, "shift left operation results in sign change");
  } else if (e2 > 0) {
    uint32_t mask = ~uint32_t{0} << (32 - e2);
    if ((e1u & mask) != 0) return fail(sink, overflow(a, "<<", b));
  }
  return make_int(t, static_cast<int64_t>(static_cast<uint32_t>(e1u << e2)));
}

Value shift_right(const Value& a, const Value& b, Sink& sink) {
  const Type* t = a.type;
  uint64_t e2 = static_cast<uint64_t>(b.i);
  if (t->kind == TypeKind::AbstractInt) {
    if (e2 >= 64) return make_int(t, a.i < 0 ? -1 : 0);
    return make_int(t, a.i >> e2);  // arithmetic shift
  }
  if (e2 >= 32) return fail(sink, "shift right value must be less than the bit width of the lhs, which is 32");
  if (t->kind == TypeKind::I32) return make_int(t, static_cast<int32_t>(a.i) >> e2);
  return make_int(t, static_cast<int64_t>(static_cast<uint32_t>(a.i) >> e2));
}

Value scalar_binary(BinaryOp op, const Value& a, const Value& b, const Type* result, Sink& sink) {
  TypeTable& types = sink.types;
  bool fl = is_float_type(a.type);
  switch (op) {
    case BinaryOp::Add: return add(a, b, sink);
    case BinaryOp::Sub: return sub(a, b, sink);
    case BinaryOp::Mul: return mul(a, b, sink);
    case BinaryOp::Div: return div(a, b, sink);
    case BinaryOp::Mod: return mod(a, b, sink);
    case BinaryOp::And:
    case BinaryOp::LogicalAnd:
      if (a.type->kind == TypeKind::Bool) return make_bool(result, a.b && b.b);
      return make_int(a.type, a.i & b.i);
    case BinaryOp::Or:
    case BinaryOp::LogicalOr:
      if (a.type->kind == TypeKind::Bool) return make_bool(result, a.b || b.b);
      return make_int(a.type, a.i | b.i);
    case BinaryOp::Xor: return make_int(a.type, a.i ^ b.i);
    case BinaryOp::ShiftLeft: return shift_left(a, b, sink);
    case BinaryOp::ShiftRight: return shift_right(a, b, sink);
    case BinaryOp::Equal:
      if (a.type->kind == TypeKind::Bool) return bool_value(types, a.b == b.b);
      return bool_value(types, fl ? a.f == b.f : a.i == b.i);
    case BinaryOp::NotEqual:
      if (a.type->kind == TypeKind::Bool) return bool_value(types, a.b != b.b);
      return bool_value(types, fl ? a.f != b.f : a.i != b.i);
    case BinaryOp::Less: return bool_value(types, fl ? a.f < b.f : a.i < b.i);
    case BinaryOp::LessEqual: return bool_value(types, fl ? a.f <= b.f : a.i <= b.i);
    case BinaryOp::Greater: return bool_value(types, fl ? a.f > b.f : a.i > b.i);
    case BinaryOp::GreaterEqual: return bool_value(types, fl ? a.f >= b.f : a.i >= b.i);
  }
  return {};
}

// Sum of products, as Tint's Dot2/3/4: every product first, then the sums left to right.
Value dot_n(const std::vector<const Value*>& a, const std::vector<const Value*>& b, Sink& sink) {
  std::vector<Value> products;
  for (size_t i = 0; i < a.size(); ++i) {
    Value p = mul(*a[i], *b[i], sink);
    if (!ok(p)) return {};
    products.push_back(std::move(p));
  }
  Value sum = products[0];
  for (size_t i = 1; i < products.size(); ++i) {
    sum = add(sum, products[i], sink);
    if (!ok(sum)) return {};
  }
  return sum;
}

// m[c][r]: column c, row r.
const Value& mat_at(const Value& m, size_t c, size_t r) { return m.elements[c].elements[r]; }

Value mat_vec(const Value& m, const Value& v, const Type* result, Sink& sink) {
  Value out;
  out.type = result;
  for (size_t r = 0; r < m.type->rows; ++r) {
    std::vector<const Value*> row, col;
    for (size_t c = 0; c < m.type->width; ++c) {
      row.push_back(&mat_at(m, c, r));
      col.push_back(&v.elements[c]);
    }
    Value d = dot_n(row, col, sink);
    if (!ok(d)) return {};
    out.elements.push_back(std::move(d));
  }
  return out;
}

Value vec_mat(const Value& v, const Value& m, const Type* result, Sink& sink) {
  Value out;
  out.type = result;
  for (size_t c = 0; c < m.type->width; ++c) {
    std::vector<const Value*> col, vec;
    for (size_t r = 0; r < m.type->rows; ++r) {
      col.push_back(&mat_at(m, c, r));
      vec.push_back(&v.elements[r]);
    }
    Value d = dot_n(col, vec, sink);
    if (!ok(d)) return {};
    out.elements.push_back(std::move(d));
  }
  return out;
}

Value mat_mat(const Value& m1, const Value& m2, const Type* result, Sink& sink) {
  Value out;
  out.type = result;
  const Type* column = sink.types.vec(result->elem, result->rows);
  for (size_t c = 0; c < m2.type->width; ++c) {
    Value col;
    col.type = column;
    for (size_t r = 0; r < m1.type->rows; ++r) {
      std::vector<const Value*> row, other;
      for (size_t k = 0; k < m1.type->width; ++k) {
        row.push_back(&mat_at(m1, k, r));
        other.push_back(&mat_at(m2, c, k));
      }
      Value d = dot_n(row, other, sink);
      if (!ok(d)) return {};
      col.elements.push_back(std::move(d));
    }
    out.elements.push_back(std::move(col));
  }
  return out;
}

struct Range {
  double lo, hi;
};

Range float_range(const Type* t) {
  switch (t->kind) {
    case TypeKind::F32: return {-static_cast<double>(std::numeric_limits<float>::max()), std::numeric_limits<float>::max()};
    case TypeKind::F16: return {-65504.0, 65504.0};
    case TypeKind::I32: return {-2147483648.0, 2147483647.0};
    case TypeKind::U32: return {0.0, 4294967295.0};
    case TypeKind::AbstractInt:
      return {static_cast<double>(std::numeric_limits<int64_t>::min()),
              static_cast<double>(std::numeric_limits<int64_t>::max())};
    default: return {std::numeric_limits<double>::lowest(), std::numeric_limits<double>::max()};
  }
}

Value convert_scalar(const Value& v, const Type* to, Sink& sink) {
  const Type* from = v.type;
  if (from == to) return v;
  if (to->kind == TypeKind::Bool) return make_bool(to, !is_zero(v));
  if (from->kind == TypeKind::Bool) {
    return is_float_type(to) ? make_float(to, v.b ? 1 : 0) : make_int(to, v.b ? 1 : 0);
  }
  bool from_float = is_float_type(from), to_float = is_float_type(to);
  bool fits = true;
  Value out;
  if (from_float || to_float) {
    double val = from_float ? v.f : static_cast<double>(v.i);
    if (from->kind == TypeKind::F32 && (to->kind == TypeKind::I32 || to->kind == TypeKind::U32)) {
      // f32 to i32/u32 saturates at the largest integers that are also f32 values.
      double hi = to->kind == TypeKind::I32 ? 2147483520.0 : 4294967040.0;
      double lo = to->kind == TypeKind::I32 ? -2147483648.0 : 0.0;
      return make_int(to, static_cast<int64_t>(std::trunc(std::fmin(std::fmax(val, lo), hi))));
    }
    Range r = float_range(to);
    bool float_to_int = from_float && !to_float;
    if (val > r.hi) {
      if (!float_to_int) fits = false;
      val = r.hi;
    } else if (val < r.lo) {
      if (!float_to_int) fits = false;
      val = r.lo;
    }
    if (fits) {
      if (to_float) return make_float(to, val);
      if (to->kind == TypeKind::AbstractInt && val >= 9223372036854775807.0) return make_int(to, std::numeric_limits<int64_t>::max());
      return make_int(to, static_cast<int64_t>(std::trunc(val)));
    }
  } else {
    int64_t lo = to->kind == TypeKind::I32 ? -2147483648LL : to->kind == TypeKind::U32 ? 0 : std::numeric_limits<int64_t>::min();
    int64_t hi = to->kind == TypeKind::I32 ? 2147483647LL : to->kind == TypeKind::U32 ? 4294967295LL : std::numeric_limits<int64_t>::max();
    if (v.i >= lo && v.i <= hi) return make_int(to, v.i);
    fits = false;
  }
  // Out of range: materializing an abstract value, or any value to a float, is an error; a
  // concrete integer wraps.
  if (from->kind == TypeKind::AbstractInt || from->kind == TypeKind::AbstractFloat || to_float) {
    return fail(sink, "value " + format_scalar(v) + " cannot be represented as '" + type_name(to) + "'");
  }
  return make_int(to, v.i);
}

}  // namespace

// ---- scalars ----

bool is_composite(const Type* t) {
  return t->kind == TypeKind::Vector || t->kind == TypeKind::Matrix || t->kind == TypeKind::Array ||
         t->kind == TypeKind::Struct;
}

const Type* element_type(TypeTable& types, const Type* t, size_t i) {
  switch (t->kind) {
    case TypeKind::Vector:
    case TypeKind::Array:
      return t->elem;
    case TypeKind::Matrix:
      return types.vec(t->elem, t->rows);
    case TypeKind::Struct:
      return t->structure->members[i].type;
    default:
      return t;
  }
}

bool is_int_type(const Type* t) {
  return t->kind == TypeKind::AbstractInt || t->kind == TypeKind::I32 || t->kind == TypeKind::U32;
}

bool is_float_type(const Type* t) {
  return t->kind == TypeKind::AbstractFloat || t->kind == TypeKind::F32 || t->kind == TypeKind::F16;
}

float quantize_f16(float value) {
  if (value > 65504.0f) return std::numeric_limits<float>::infinity();
  if (value < -65504.0f) return -std::numeric_limits<float>::infinity();
  uint32_t u;
  std::memcpy(&u, &value, 4);
  if ((u & 0x7fffffffu) == 0) return value;
  if ((u & 0x7f800000u) == 0x7f800000u) return value;
  float abs_value = std::fabs(value);
  if (abs_value >= 0x1p-14f) {
    u &= ~((1u << 13) - 1);  // normal f16: 10 mantissa bits remain
  } else if (abs_value >= 0x1p-24f) {
    uint32_t biased = (u & 0x7f800000u) >> 23;
    u &= ~((1u << (126 - biased)) - 1);  // subnormal f16
  } else {
    return value > 0 ? 0.0f : -0.0f;
  }
  float out;
  std::memcpy(&out, &u, 4);
  return out;
}

uint16_t f16_bits(float value) {
  if (std::isnan(value)) return 0x7e00u;
  if (std::isinf(value)) return value > 0 ? 0x7c00u : 0xfc00u;
  uint32_t u;
  std::memcpy(&u, &value, 4);
  uint32_t exponent = (u & 0x7f800000u) >> 23;
  uint32_t mantissa = u & 0x007fffffu;
  auto sign = static_cast<uint16_t>((u & 0x80000000u) >> 16);
  if ((u & 0x7fffffffu) == 0) return sign;
  if (exponent >= 113 && exponent <= 142) {
    return static_cast<uint16_t>(sign | ((exponent - 127 + 15) << 10) | (mantissa >> 13));
  }
  if (exponent >= 103 && exponent <= 112) {
    uint32_t valid = exponent - 103 + 1;
    return static_cast<uint16_t>(sign | ((mantissa | 0x00800000u) >> (24 - valid)));
  }
  return sign;
}

float f16_from_bits(uint16_t bits) {
  if (bits == 0x7c00u) return std::numeric_limits<float>::infinity();
  if (bits == 0xfc00u) return -std::numeric_limits<float>::infinity();
  uint32_t sign = bits & 0x8000u;
  if ((bits & 0x7fffu) == 0) return sign ? -0.0f : 0.0f;
  uint32_t mantissa = bits & 0x03ffu;
  uint32_t exponent = bits & 0x7c00u;
  if (exponent == 0x7c00u) return std::numeric_limits<float>::quiet_NaN();
  exponent >>= 10;
  uint32_t f32_exponent = exponent + 127 - 15;
  if (exponent == 0) {
    while ((mantissa & 0x0400u) == 0) {
      mantissa <<= 1;
      f32_exponent -= 1;
    }
    mantissa &= ~0x0400u;
    f32_exponent += 1;
  }
  uint32_t u = (sign << 16) | (f32_exponent << 23) | (mantissa << 13);
  float out;
  std::memcpy(&out, &u, 4);
  return out;
}

double round_to(const Type* t, double v) {
  switch (t->kind) {
    case TypeKind::F32: return static_cast<float>(v);
    case TypeKind::F16: return quantize_f16(static_cast<float>(v));
    default: return v;
  }
}

Value make_int(const Type* t, int64_t v) {
  Value out;
  out.type = t;
  if (t->kind == TypeKind::I32) {
    out.i = static_cast<int32_t>(static_cast<uint32_t>(v));
  } else if (t->kind == TypeKind::U32) {
    out.i = static_cast<uint32_t>(v);
  } else {
    out.i = v;
  }
  return out;
}

Value make_float(const Type* t, double v) {
  Value out;
  out.type = t;
  out.f = round_to(t, v);
  return out;
}

Value make_bool(const Type* t, bool v) {
  Value out;
  out.type = t;
  out.b = v;
  return out;
}

Value checked_float(const Type* t, double v, Sink& sink) {
  Value out = make_float(t, v);
  if (!std::isfinite(out.f)) return fail(sink, "value " + format_scalar(out) + " cannot be represented as '" + type_name(t) + "'");
  return out;
}

Value zero_value(TypeTable& types, const Type* t) {
  // Constants are held element by element; bigger zero values are left unevaluated (a runtime
  // zero value needs no constant; a const-expression of that size is reported by the evaluator).
  if (leaf_count(t) > kMaxConstantLeaves) return {};
  Value out;
  out.type = t;
  switch (t->kind) {
    case TypeKind::Bool:
    case TypeKind::AbstractInt:
    case TypeKind::AbstractFloat:
    case TypeKind::I32:
    case TypeKind::U32:
    case TypeKind::F32:
    case TypeKind::F16:
      return out;
    case TypeKind::Vector:
    case TypeKind::Matrix:
    case TypeKind::Array: {
      size_t n = t->kind == TypeKind::Array ? t->count : t->width;
      if (n == 0) return {};
      Value el = zero_value(types, element_type(types, t, 0));
      if (!ok(el)) return {};
      out.elements.assign(n, el);
      return out;
    }
    case TypeKind::Struct:
      for (size_t i = 0; i < t->structure->members.size(); ++i) {
        Value el = zero_value(types, t->structure->members[i].type);
        if (!ok(el)) return {};
        out.elements.push_back(std::move(el));
      }
      return out;
    default:
      return {};
  }
}

bool is_zero(const Value& v) {
  if (v.type->kind == TypeKind::Bool) return !v.b;
  return is_float_type(v.type) ? v.f == 0 : v.i == 0;
}

std::string format_double(double v) { return emit_float(v); }
std::string format_float(float v) { return emit_float(v); }

std::string format_scalar(const Value& v) {
  switch (v.type->kind) {
    case TypeKind::Bool: return v.b ? "true" : "false";
    case TypeKind::AbstractFloat: return format_double(v.f);
    case TypeKind::F32:
    case TypeKind::F16: return format_float(static_cast<float>(v.f));
    default: return std::to_string(v.i);
  }
}

// ---- arithmetic ----

Value add(const Value& a, const Value& b, Sink& sink) {
  switch (a.type->kind) {
    case TypeKind::AbstractInt: {
      int64_t r;
      if (__builtin_add_overflow(a.i, b.i, &r)) return fail(sink, overflow(a, "+", b));
      return make_int(a.type, r);
    }
    case TypeKind::I32:
    case TypeKind::U32: return make_int(a.type, a.i + b.i);
    default: return float_result(a, "+", b, a.f + b.f, sink);
  }
}

Value sub(const Value& a, const Value& b, Sink& sink) {
  switch (a.type->kind) {
    case TypeKind::AbstractInt: {
      int64_t r;
      if (__builtin_sub_overflow(a.i, b.i, &r)) return fail(sink, overflow(a, "-", b));
      return make_int(a.type, r);
    }
    case TypeKind::I32:
    case TypeKind::U32: return make_int(a.type, a.i - b.i);
    default: return float_result(a, "-", b, a.f - b.f, sink);
  }
}

Value mul(const Value& a, const Value& b, Sink& sink) {
  switch (a.type->kind) {
    case TypeKind::AbstractInt: {
      int64_t r;
      if (__builtin_mul_overflow(a.i, b.i, &r)) return fail(sink, overflow(a, "*", b));
      return make_int(a.type, r);
    }
    case TypeKind::I32:
    case TypeKind::U32:
      return make_int(a.type, static_cast<int64_t>(static_cast<uint64_t>(a.i) * static_cast<uint64_t>(b.i)));
    default: return float_result(a, "*", b, a.f * b.f, sink);
  }
}

Value div(const Value& a, const Value& b, Sink& sink) {
  switch (a.type->kind) {
    case TypeKind::AbstractInt:
    case TypeKind::I32: {
      int64_t min = a.type->kind == TypeKind::I32 ? std::numeric_limits<int32_t>::min() : std::numeric_limits<int64_t>::min();
      if (b.i == 0 || (b.i == -1 && a.i == min)) return fail(sink, overflow(a, "/", b));
      return make_int(a.type, a.i / b.i);
    }
    case TypeKind::U32:
      if (b.i == 0) return fail(sink, overflow(a, "/", b));
      return make_int(a.type, a.i / b.i);
    default:
      if (b.f == 0) return fail(sink, overflow(a, "/", b));
      return float_result(a, "/", b, a.f / b.f, sink);
  }
}

Value mod(const Value& a, const Value& b, Sink& sink) {
  switch (a.type->kind) {
    case TypeKind::AbstractInt:
    case TypeKind::I32: {
      int64_t min = a.type->kind == TypeKind::I32 ? std::numeric_limits<int32_t>::min() : std::numeric_limits<int64_t>::min();
      if (b.i == 0 || (b.i == -1 && a.i == min)) return fail(sink, overflow(a, "%", b));
      return make_int(a.type, a.i % b.i);
    }
    case TypeKind::U32:
      if (b.i == 0) return fail(sink, overflow(a, "%", b));
      return make_int(a.type, a.i % b.i);
    case TypeKind::AbstractFloat: {
      if (b.f == 0) return fail(sink, overflow(a, "%", b));
      double q = std::trunc(a.f / b.f);
      double p = b.f * q;
      return float_result(a, "%", b, a.f - p, sink);
    }
    default: {
      // f32 and f16 compute in float precision, step by step.
      if (b.f == 0) return fail(sink, overflow(a, "%", b));
      auto x = static_cast<float>(a.f), y = static_cast<float>(b.f);
      float q = std::trunc(x / y);
      float p = y * q;
      float r = x - p;
      return float_result(a, "%", b, r, sink);
    }
  }
}

Value unary_op(ast::UnaryOp op, const Value& v, const Type* result, Sink& sink) {
  return map1(v, result, sink, [&](const Value& a, const Type*) -> Value {
    switch (op) {
      case UnaryOp::Negate:
        switch (a.type->kind) {
          case TypeKind::AbstractInt:
            return make_int(a.type, a.i == std::numeric_limits<int64_t>::min() ? a.i : -a.i);
          case TypeKind::I32:
            return make_int(a.type, -a.i);  // i32's lowest wraps to itself
          default:
            return make_float(a.type, -a.f);
        }
      case UnaryOp::Not: return make_bool(a.type, !a.b);
      case UnaryOp::Complement: return make_int(a.type, ~a.i);
      default: return {};
    }
  });
}

Value binary_op(ast::BinaryOp op, const Value& l, const Value& r, const Type* result, Sink& sink) {
  if (op == BinaryOp::Mul) {
    bool lm = l.type->kind == TypeKind::Matrix, rm = r.type->kind == TypeKind::Matrix;
    if (lm && rm) return mat_mat(l, r, result, sink);
    if (lm && r.type->kind == TypeKind::Vector) return mat_vec(l, r, result, sink);
    if (rm && l.type->kind == TypeKind::Vector) return vec_mat(l, r, result, sink);
  }
  return map2(l, r, result, sink,
              [&](const Value& a, const Value& b, const Type* rt) { return scalar_binary(op, a, b, rt, sink); });
}

Value dot(const Value& a, const Value& b, Sink& sink) {
  std::vector<const Value*> x, y;
  for (size_t i = 0; i < a.elements.size(); ++i) {
    x.push_back(&a.elements[i]);
    y.push_back(&b.elements[i]);
  }
  return dot_n(x, y, sink);
}

Value convert(const Value& v, const Type* to, Sink& sink) {
  if (v.type == to) return v;
  if (!is_composite(to)) return convert_scalar(v, to, sink);
  Value out;
  out.type = to;
  out.elements.reserve(v.elements.size());
  for (size_t i = 0; i < v.elements.size(); ++i) {
    Value el = convert(v.elements[i], element_type(sink.types, to, i), sink);
    if (!ok(el)) return {};
    out.elements.push_back(std::move(el));
  }
  return out;
}

}  // namespace wgx::sema::ce
