// IR value types: a scalar (bool, i32, u32, f32, f16) or a vector of 2..4 of them. Every lane value
// is one 32-bit word per component (bool as 0/1; f16 as the f32 bits of its value, which every
// half has exactly), so registers are uniform word arrays for the interpreter, a JIT vectorizing
// across invocations, and a CUDA emitter alike. In memory an f16 takes 2 bytes (loads and stores
// convert). Composite values (arrays, structs) never live in registers: they stay in memory and
// are copied leaf by leaf.
#pragma once

#include <cstdint>
#include <string>

namespace wgx::ir {

enum class Scalar : uint8_t { Bool, I32, U32, F32, F16 };

struct Type {
  Scalar scalar = Scalar::U32;
  uint8_t width = 1;  // 1 = scalar, 2..4 = vector
  bool operator==(const Type&) const = default;
};

inline Type scalar_type(Scalar s) { return Type{s, 1}; }
inline Type with_scalar(Type t, Scalar s) { return Type{s, t.width}; }
inline bool is_float(Scalar s) { return s == Scalar::F32 || s == Scalar::F16; }
// Bytes of one component in memory: 2 for f16, else 4.
inline uint32_t component_bytes(Scalar s) { return s == Scalar::F16 ? 2 : 4; }
std::string type_name(Type t);  // "u32", "vec3<f32>"

}  // namespace wgx::ir
