// The arithmetic of constant evaluation, shared by the evaluator (const_eval.cpp) and the
// builtin functions (const_eval_builtins.cpp): scalar values of each type, Tint's rounding
// (f32 round-to-nearest, f16 truncation), overflow-checked operations with Tint's messages, value
// conversions, and numbers printed as Tint prints them.
//
// A failed operation returns a Value with no type, after reporting through the Sink.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sema/builtins.h"
#include "sema/const_eval.h"
#include "syntax/ast.h"

namespace wgx::sema::ce {

// Collects what an evaluation reports; the evaluator places it at the right source (the call,
// the operator, the argument).
class Sink {
 public:
  explicit Sink(TypeTable& t) : types(t) {}
  struct Message {
    bool error;
    std::string text;
  };
  void error(std::string text) { messages.push_back({true, std::move(text)}); }
  void note(std::string text) { messages.push_back({false, std::move(text)}); }
  bool failed() const {
    for (const Message& m : messages) {
      if (m.error) return true;
    }
    return false;
  }

  TypeTable& types;
  std::vector<Message> messages;
};

// The const-eval function of a builtin.
using BuiltinFn = Value (*)(const std::vector<Value>& args, const Type* result_type, Sink& sink);
// The const-eval function of a builtin, or null when it has none (not kConstEval in the list).
BuiltinFn builtin_fn(BuiltinId id);

// ---- Scalars ----
bool is_int_type(const Type* t);    // abstract-int, i32, u32
bool is_float_type(const Type* t);  // abstract-float, f32, f16
inline bool ok(const Value& v) { return v.type != nullptr; }

// Tint's f16: a float whose mantissa is truncated to f16 precision (+-inf beyond 65504).
float quantize_f16(float v);
uint16_t f16_bits(float v);
float f16_from_bits(uint16_t bits);
// `v` rounded to the float type `t` (no range check).
double round_to(const Type* t, double v);

Value make_int(const Type* t, int64_t v);  // i32/u32: wraps to the type's range
Value make_float(const Type* t, double v);  // rounds to `t`
Value make_bool(const Type* t, bool v);
// A float of type `t`, or an error ("value inf cannot be represented as 'f32'") when `v` is not
// finite once rounded.
Value checked_float(const Type* t, double v, Sink& sink);
// The zero value of `t`; no value for types too large to hold as a constant.
// Constants are held scalar by scalar: the most scalars one constant value may hold (a bound on
// the memory a shader's constants can take; Tint shares repeated values instead).
constexpr uint64_t kMaxConstantLeaves = uint64_t{1} << 18;
Value zero_value(TypeTable& types, const Type* t);
bool is_zero(const Value& scalar);
bool is_composite(const Type* t);  // vector, matrix, array, struct
// The type of element `i` of composite type `t` (a matrix's column vector).
const Type* element_type(TypeTable& types, const Type* t, size_t i);

// Applies `f(scalar, scalar_result_type)` to every scalar of `a`, building a value of `result`.
template <typename F>
Value map1(const Value& a, const Type* result, Sink& sink, F&& f) {
  if (!is_composite(a.type)) return f(a, result);
  Value out;
  out.type = result;
  out.elements.reserve(a.elements.size());
  for (size_t i = 0; i < a.elements.size(); ++i) {
    Value r = map1(a.elements[i], element_type(sink.types, result, i), sink, f);
    if (!r.type) return {};
    out.elements.push_back(std::move(r));
  }
  return out;
}

// The same over the scalars of `a` and `b`; a scalar operand pairs with every element of a
// composite one (vector * scalar).
template <typename F>
Value map2(const Value& a, const Value& b, const Type* result, Sink& sink, F&& f) {
  bool ca = is_composite(a.type), cb = is_composite(b.type);
  if (!ca && !cb) return f(a, b, result);
  size_t n = ca ? a.elements.size() : b.elements.size();
  Value out;
  out.type = result;
  out.elements.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    Value r = map2(ca ? a.elements[i] : a, cb ? b.elements[i] : b, element_type(sink.types, result, i), sink, f);
    if (!r.type) return {};
    out.elements.push_back(std::move(r));
  }
  return out;
}

template <typename F>
Value map3(const Value& a, const Value& b, const Value& c, const Type* result, Sink& sink, F&& f) {
  if (!is_composite(a.type)) return f(a, b, c, result);
  Value out;
  out.type = result;
  out.elements.reserve(a.elements.size());
  for (size_t i = 0; i < a.elements.size(); ++i) {
    Value r = map3(a.elements[i], b.elements[i], c.elements[i], element_type(sink.types, result, i), sink, f);
    if (!r.type) return {};
    out.elements.push_back(std::move(r));
  }
  return out;
}

// Numbers as Tint prints them in messages: integers plainly, floats fixed-point when that is
// exact ("1.0", "0.10000000000000000555"), else in scientific notation ("1e+300").
std::string format_double(double v);
std::string format_float(float v);
std::string format_scalar(const Value& v);

// ---- Operations (Tint's semantics and messages) ----
// Scalar arithmetic on two values of the same type: abstract and float overflow are errors
// ("'a + b' cannot be represented as 'abstract-int'"), i32/u32 wrap.
Value add(const Value& a, const Value& b, Sink& sink);
Value sub(const Value& a, const Value& b, Sink& sink);
Value mul(const Value& a, const Value& b, Sink& sink);
Value div(const Value& a, const Value& b, Sink& sink);
Value mod(const Value& a, const Value& b, Sink& sink);

Value unary_op(ast::UnaryOp op, const Value& v, const Type* result, Sink& sink);
Value binary_op(ast::BinaryOp op, const Value& l, const Value& r, const Type* result, Sink& sink);
// dot(a, b) of two vectors, as Tint sums it (left to right, each step checked).
Value dot(const Value& a, const Value& b, Sink& sink);

// Converts `v` to `to` (element-wise for composites): materialization of abstract values and
// value conversions, with Tint's errors ("value -1 cannot be represented as 'u32'").
Value convert(const Value& v, const Type* to, Sink& sink);

}  // namespace wgx::sema::ce
