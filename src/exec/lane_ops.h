// The per-component kernels of the executor: WGSL's runtime semantics for operators,
// conversions and numeric builtins over 32-bit words.
#pragma once

#include <cstdint>

#include "ir/inst.h"

namespace wgx::exec {

uint32_t binary_op(ir::Op op, ir::Scalar s, uint32_t a, uint32_t b);  // comparisons give 0/1
uint32_t unary_op(ir::Op op, ir::Scalar s, uint32_t a);
uint32_t convert_word(ir::Scalar from, ir::Scalar to, uint32_t a);
// bitcast<to>(in): the bytes of `from`'s components (2 per f16, else 4) reread as `to`'s.
void bitcast_words(ir::Type from, ir::Type to, const uint32_t* in, uint32_t* out);
// f16 register words after an operation computed in f32: each rounded to the nearest half.
void round_half_words(uint32_t* words, unsigned count);
// Componentwise builtins: args[k] points at the k-th argument's components.
// Writes `width` result components to out. `arg_width` is the argument vectors' width.
void builtin_op(ir::BuiltinFn fn, ir::Scalar s, const uint32_t* const* args, unsigned nargs, unsigned arg_width,
                unsigned width, uint32_t* out);

}  // namespace wgx::exec
