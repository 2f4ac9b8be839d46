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
// A numeric builtin written inline, component by component, as C expressions over $0 $1 $2: over
// floats (f32 and f16), over i32 and over u32. Null where it is not: the emitter writes it over
// whole vectors (dot, length, cross, all, any) or calls the interpreter's kernel through the
// context (packing, bit fields, frexp, ...).
struct BuiltinSpelling {
  const char* float_expr = nullptr;
  const char* i32_expr = nullptr;
  const char* u32_expr = nullptr;
};
BuiltinSpelling builtin_spelling(ir::BuiltinFn f);
// `pattern` with $k replaced by the k-th argument, parenthesized.
std::string substitute(const char* pattern, const std::vector<std::string>& args);

}  // namespace wgx::jit
