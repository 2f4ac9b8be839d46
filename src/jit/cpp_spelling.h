// How the compiled backend spells WGSL in C++: the kernel's prelude (its context structure and
// WGSL's runtime rules as small inline functions, matching the interpreter's lane_ops.cpp bit for
// bit), C types and literals of IR scalars, and builtins as C expressions.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/inst.h"

namespace wgx::jit {

extern const char* const kPrelude;
extern const char* const kPreludeF16;  // after kPrelude, for modules that use f16

// An f16 operation's float result rounded to the nearest half; other types as they are.
inline std::string round_to(ir::Scalar s, const std::string& e) {
  return s == ir::Scalar::F16 ? "wgx_h(" + e + ")" : e;
}

const char* c_type(ir::Scalar s);
std::string hex(uint32_t w);
// A 32-bit memory word as a value of scalar type s, and back.
std::string from_word(ir::Scalar s, const std::string& w);
std::string to_word(ir::Scalar s, const std::string& v);
// Builtins written inline, as C expressions over $0 $1 $2 (null: through the context).
const char* float_expr(ir::BuiltinFn f);
const char* int_expr(ir::BuiltinFn f, bool sg);
// `pattern` with $k replaced by the k-th argument, parenthesized.
std::string substitute(const char* pattern, const std::vector<std::string>& args);

}  // namespace wgx::jit
